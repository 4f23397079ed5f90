// spec §2 header navigation and footer links, per role.
export interface NavLink {
  to: string;
  label: string;
}

export const SERVICES_MENU: NavLink[] = [
  { to: "/our-services", label: "All services" },
  { to: "/services/house-removals", label: "House removals" },
  { to: "/services/man-and-van-london", label: "Man and van" },
  { to: "/services/business-removals-london", label: "Business removals" },
  { to: "/services/international-removals-london", label: "International removals" },
  { to: "/services/storage-solutions-london", label: "Storage solutions" },
];

export const RESOURCES_MENU: NavLink[] = [
  { to: "/resources/how-it-works", label: "How it works" },
  { to: "/resources/moving-resources", label: "Moving resources" },
  { to: "/faqs", label: "FAQs" },
  { to: "/moving-cost-calculator-2025", label: "Moving Cost Calculator 2025" }, // D4
];

export const AREAS_MENU: NavLink[] = [
  { to: "/areas-we-cover-london", label: "All areas we cover" },
  { to: "/removals/north-london", label: "North London" },
  { to: "/removals-south-london", label: "South London" },
  { to: "/east-london-removals", label: "East London" },
  { to: "/west-london-removals", label: "West London" },
  { to: "/central-london-removals", label: "Central London" },
  { to: "/areas-we-cover/north-london/barnet-removals", label: "Barnet" },
  { to: "/north-london/enfield-removals", label: "Enfield" },
  { to: "/north-london/removals-haringey", label: "Haringey" },
  { to: "/areas-we-cover/south-london/croydon-removals", label: "Croydon" },
  { to: "/areas-we-cover/south-london/lambeth-removals", label: "Lambeth" },
  { to: "/areas-we-cover/south-london/wimbledon-removals", label: "Wimbledon" },
  { to: "/newham-removals", label: "Newham" },
  { to: "/tower-hamlets-removals", label: "Tower Hamlets" },
  { to: "/east-london/hackney-removals", label: "Hackney" },
  { to: "/hammersmith-and-fulham-removals", label: "Hammersmith and Fulham" },
  { to: "/ealing-removals", label: "Ealing" },
  { to: "/hounslow-removals", label: "Hounslow" },
  { to: "/central-london/westminster-removals", label: "Westminster" },
  { to: "/central-london/islington-removals", label: "Islington" },
  { to: "/areas-we-cover/central-london/camden", label: "Camden" },
];

export const VISITOR_LINKS: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/about-us", label: "About us" },
  { to: "/contact", label: "Contact" },
  { to: "/blogs", label: "Blog" },
];

export const COMPANY_LINKS: NavLink[] = [
  { to: "/partners", label: "PARTNERS OFFERS" },
  { to: "/account/dashboard", label: "Dashboard" },
  { to: "/account/company-profile", label: "Company Profile" },
  { to: "/blogs", label: "Blogs" },
];

export const ADMIN_LINKS: NavLink[] = [{ to: "/admin", label: "Admin Dashboard" }];

export const FOOTER_LINKS: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/locations", label: "Locations" },
  { to: "/terms-and-conditions", label: "Terms of service" },
  { to: "/resources/how-it-works", label: "How it works" },
  { to: "/resources/moving-resources", label: "Moving resources" },
  { to: "/faqs", label: "FAQs" },
  { to: "/moving-cost-calculator-2025", label: "Moving Cost Calculator 2025" },
  ...SERVICES_MENU.slice(1),
  { to: "/return-policy", label: "Return policy" },
  { to: "/personal-data-protection", label: "Personal data protection" },
];

export const SOCIAL_LINKS: NavLink[] = [
  { to: "https://www.facebook.com/", label: "Facebook" },
  { to: "https://www.instagram.com/", label: "Instagram" },
  { to: "https://www.linkedin.com/", label: "LinkedIn" },
  { to: "https://www.youtube.com/", label: "YouTube" },
];

export const CONTACT_EMAIL = "hello@londonremovals.example";
