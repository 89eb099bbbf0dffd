-- An order's files in the kind's other formats (a list: its XLSX and CSV beside the main PDF), by format:
-- {"xlsx": {"key": "orders/2026/11/<id>.xlsx", "name": "…xlsx", "content_type": "…", "byte_size": 1234}, "csv": {…}}.
ALTER TABLE "orders" ADD COLUMN "extra_files" jsonb DEFAULT '{}'::jsonb NOT NULL;
