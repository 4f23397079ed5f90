// npm run demo:code — the demo admin's current sign-in code (the app's code for DEMO_ADMIN_TOTP_SECRET), for
// trying the admin area without an authenticator app. Demo only: real admins use their own app.
import { currentCode } from "../modules/accounts/index.ts";
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET } from "../seed/demo-accounts.ts";

const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(
  `${DEMO_ADMIN.email}: ${currentCode(DEMO_ADMIN_TOTP_SECRET)} (for ${left} more seconds; a code works once)`,
);
