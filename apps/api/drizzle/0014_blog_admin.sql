ALTER TABLE "blog_posts" ALTER COLUMN "published_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "cover_image_key" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD COLUMN "expired_at" timestamp with time zone;