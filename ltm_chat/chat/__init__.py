"""The conversation engine shared by the TUI and `ltm-chat ask`; imports no UI library."""
