"""What is never stored: secrets (redact, their shapes, public look-alikes) and instructions (poison)."""
