CREATE TABLE "deferred_constraints" (
	"table_name" text NOT NULL,
	"constraint_name" text NOT NULL,
	"kind" text NOT NULL,
	"definition" text NOT NULL,
	"deferred_for" text NOT NULL,
	"deferred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deferred_constraints_table_name_constraint_name_pk" PRIMARY KEY("table_name","constraint_name"),
	CONSTRAINT "deferred_constraints_kind_check" CHECK ("deferred_constraints"."kind" in ('key', 'foreign-key'))
);
