CREATE TABLE "translation_sources" (
	"kind" text NOT NULL,
	"entity" text NOT NULL,
	"field" text NOT NULL,
	"lang" text NOT NULL,
	"source_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "translation_sources_kind_entity_field_lang_pk" PRIMARY KEY("kind","entity","field","lang")
);
