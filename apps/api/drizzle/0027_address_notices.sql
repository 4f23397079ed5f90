CREATE TABLE "address_notices" (
	"address_key" text NOT NULL,
	"day" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "address_notices_address_key_day_pk" PRIMARY KEY("address_key","day")
);
