"""LanceDB tables, schema and migrations, audit log, snapshot cache, erasure, object storage."""
