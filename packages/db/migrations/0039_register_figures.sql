-- Live register figures of the company-creation pages and of the registry dictionary (issue 37), computed
-- off the request path by the register-figures module's refresh job: one scan of company_search (and of
-- companies for the RCS registrations) instead of one per request on the 12.5 M-company register.
--   figure 'form:<key>': dimension 'active' and 'created' (code ''), 'activity' (NAF code), 'department';
--   figure 'rcs': dimension 'department', active companies registered at the RCS per head-office department.
CREATE TABLE "register_figures" (
	"figure" text NOT NULL,
	"dimension" text NOT NULL,
	"code" text NOT NULL,
	"companies" integer NOT NULL,
	CONSTRAINT "register_figures_pk" PRIMARY KEY ("figure", "dimension", "code"),
	CONSTRAINT "register_figures_dimension_check" CHECK ("dimension" in ('active', 'created', 'activity', 'department'))
);
--> statement-breakpoint
-- One row: when the figures above were computed and the creation window they counted.
CREATE TABLE "register_figures_refresh" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"computed_at" timestamp with time zone NOT NULL,
	"created_from" date NOT NULL,
	"created_to" date NOT NULL
);
