// /testing (docs/product/decisions.md D19): a harmless public page, kept out of search engines.
import type { ContentPage } from "../types.ts";

export const TESTING_PAGE: ContentPage = {
  path: "/testing",
  title: "Site Check",
  description: "A simple page we use to check that the website is up and working. Nothing to do here.",
  h1: "Site check",
  intro: [
    "This page is here so we can check that the website is up and working. There is nothing to do here.",
  ],
  sections: [
    {
      id: "where-next",
      heading: "Where next?",
      links: [
        { label: "Home", href: "/" },
        { label: "Get your free quotes", href: "/free-quotes/wizard" },
        { label: "How it works", href: "/resources/how-it-works" },
      ],
    },
  ],
  noindex: true,
};
