/** the operator's settings (apps/api/src/config.ts), given to the app under test and to the specs that check the pages */
export const SITE_ENV = {
  CONTACT_EMAIL: "hello@londonremovalscompare.co.uk",
  SOCIAL_LINKS: "Facebook=https://www.facebook.com/londonremovalscompare",
  DATA_CONTROLLER_NAME: "London Removals Compare Ltd",
} as const;
