import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { newsCategories } from "./lib/news-categories.ts";

// Every URL of the product, in one place (spec section 2). Each block belongs to one domain.

export default [
  // Marketing site
  index("routes/home.tsx"),
  route("work", "routes/marketing/work.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("contact", "routes/marketing/contact.tsx"),
  route("services", "routes/marketing/services.tsx"),
  route("terms", "routes/marketing/terms.tsx"),
  route("privacy", "routes/marketing/privacy.tsx"),
  // The nine service pages share one module driven by app/content/services.ts, each with its own id.
  route("ecommerce", "routes/marketing/service-page.tsx", { id: "service-ecommerce" }),
  route("web-development", "routes/marketing/service-page.tsx", { id: "service-web-development" }),
  route("web-design", "routes/marketing/service-page.tsx", { id: "service-web-design" }),
  route("mobile-app", "routes/marketing/service-page.tsx", { id: "service-mobile-app" }),
  route("maintenance-support", "routes/marketing/service-page.tsx", {
    id: "service-maintenance-support",
  }),
  route("desktop-application", "routes/marketing/service-page.tsx", {
    id: "service-desktop-application",
  }),
  route("graphics-design", "routes/marketing/service-page.tsx", { id: "service-graphics-design" }),
  route("ux-ui-design", "routes/marketing/service-page.tsx", { id: "service-ux-ui-design" }),
  route("digital-marketing", "routes/marketing/service-page.tsx", {
    id: "service-digital-marketing",
  }),
  // Permanent redirect to /maintenance-support (the home card's spelling of the same page).
  route("support-maintenance", "routes/marketing/service-redirect.tsx"),

  // Accounts
  route("login", "routes/login.tsx"),
  route("signUp", "routes/sign-up.tsx", { id: "sign-up" }),
  route("reset", "routes/reset.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("profile", "routes/profile.tsx"),
  route("logout", "routes/logout.tsx"),

  // Community news: one module serves the seven category pages, each with its own route id.
  ...newsCategories.map((category) =>
    route(category.slug, "routes/news-category.tsx", { id: `news-category-${category.slug}` }),
  ),
  route("news", "routes/news-latest.tsx"),
  route("news/search", "routes/news-search.tsx"),
  route("news/:id", "routes/news-article.tsx"),
  route("rss.xml", "routes/news-rss.tsx"),
  route(":category/rss.xml", "routes/news-rss.tsx", { id: "news-rss-category" }),
  route("sitemap.xml", "routes/news-sitemap.tsx"),
  route("sitemap/:file", "routes/news-sitemap-file.tsx"),
  route("robots.txt", "routes/news-robots.tsx"),

  // Community videos
  route("videos", "routes/videos.tsx"),

  // Enquiries and bookings
  route("enquiry", "routes/enquiry.tsx"),
  route("book", "routes/book.tsx"),
  route("dashbord/contacts.csv", "routes/admin/contacts-csv.ts"),
  route("bookingTable/bookings.csv", "routes/admin/bookings-csv.ts"),

  // Admin area: the layout's loader guards every screen below it by the user's role.
  layout("routes/admin/admin-layout.tsx", [
    route("dashbord", "routes/admin/dashbord.tsx"),
    route("bookingTable", "routes/admin/booking-table.tsx"),
    route("addNews", "routes/admin/add-news.tsx"),
    route("deleteNews", "routes/admin/delete-news.tsx"),
    route("editNews/:id", "routes/admin/edit-news.tsx"),
    route("addVideo", "routes/admin/add-video.tsx"),
    route("deleteVideo", "routes/admin/delete-video.tsx"),
    route("auditLog", "routes/admin/audit-log.tsx"),
  ]),

  // Any other path: the not-found page, with HTTP status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
