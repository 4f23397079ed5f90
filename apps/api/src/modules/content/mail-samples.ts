// Issue #33: the moving book's email with sample data (the admins' preview and the spam test).
import { type MailSample, SAMPLE } from "../mail/index.ts";
import { movingBookMail } from "./moving-book-mail.ts";

export const contentMailSamples = (appUrl: string): MailSample[] => [
  { name: "Moving book", mail: movingBookMail(SAMPLE.customer.email, SAMPLE.customer.firstName, appUrl) },
];
