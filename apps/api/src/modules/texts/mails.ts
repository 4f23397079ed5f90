// Issue #33: the email that goes with the "On our way" text (the customer may not have verified a phone).
import { etaLabel } from "@rm/domain/texts";
import { action, letter, type MailInput } from "../mail/index.ts";

export const textMails = {
  onWay: (to: { email: string; firstName: string; link: string }, company: string, eta: string): MailInput =>
    letter({
      kind: "on-way",
      to: to.email,
      subject: `${company} are on their way`,
      body: [
        `Hello ${to.firstName},`,
        `${company} are on their way to you. They expect to arrive at about ${etaLabel(eta)}.`,
        "If something has changed at your end, send them a message from your request page.",
        action("Open your request", to.link, "Your request:"),
      ],
    }),
};
