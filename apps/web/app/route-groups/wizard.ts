// The quote wizard and the customer's requests.
import { route } from "@react-router/dev/routes";

export const wizardRoutes = [
  route("free-quotes/wizard", "routes/wizard/wizard.tsx"),
  route("account/signin", "routes/wizard/signin.tsx"),
  route("client/removal-requests", "routes/client/removal-requests.tsx"),
];
