// Accounts (foundation): login, register, password recovery, admin home.
import { route } from "@react-router/dev/routes";

export const accountRoutes = [
  route("login", "routes/auth/login.tsx"),
  route("account/register", "routes/auth/register.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("password-recovery", "routes/auth/password-recovery.tsx"),
  route("admin/*", "routes/admin/admin-home.tsx"),
];
