import { Link, Outlet, useLocation, useMatches } from "react-router";
import { isActivePath } from "#app/components/layout/active-path.ts";
import type { AreaHandle } from "#app/components/layout/admin-area.ts";
import { AdminNav, type Section } from "#app/components/layout/admin-nav.tsx";
import { adminPathsFor } from "#app/route-table.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { newCountsFor } from "#server/inbox/inbox-workflow.ts";
import { getBusinessDetails } from "#server/settings/business-details.ts";
import type { Route } from "./+types/admin-layout";

// The admin shell: the guard for every admin screen (its loader lets editors and admins in; each
// screen's own guard keeps editors out of the admin-only ones, ADR 0128), and the navigation
// between the screens the user may open, in groups (components/layout/admin-nav.tsx), with how
// many enquiries and bookings are new (loaded again after every change, so the counts follow the
// owner's work). A record's page marks it read while this loader runs beside it, so that page
// counts again after opening it, and its counts are the ones shown.

/** Tells the site header that this is the admin area, so its Dashbord link is current. */
export const handle: AreaHandle = { area: "admin" };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireEditor(request);
  return {
    admin: { name: user.name },
    // An editor is shown only what they may open, and no count of the enquiries they may not.
    allowed: adminPathsFor(user.isAdmin ? "admin" : "editor"),
    newCounts: await newCountsFor(user),
    // Until an admin saves the business's details, the site shows samples: say so, to admins.
    sampleDetails: user.isAdmin && (await getBusinessDetails()).sample,
  };
}

// Three groups (issue 33): what the owner answers, what the newsroom publishes, and the site and
// the people who run it.
const adminSections: Section[] = [
  {
    title: "Inbox",
    screens: [
      { to: "/dashbord", label: "Enquiries", count: "enquiries" },
      { to: "/bookingTable", label: "Bookings", count: "bookings" },
    ],
  },
  {
    title: "Newsroom",
    screens: [
      { to: "/addNews", label: "Add News" },
      { to: "/deleteNews", label: "Manage News", alsoAt: ["/editNews"] },
      { to: "/media", label: "Media library" },
      { to: "/addVideo", label: "Add Video" },
      { to: "/deleteVideo", label: "Manage Videos" },
      { to: "/subscribers", label: "Subscribers" },
    ],
  },
  {
    title: "Site & people",
    screens: [
      { to: "/settings", label: "Settings" },
      { to: "/users", label: "Roles" },
      { to: "/personalData", label: "Personal data" },
      { to: "/auditLog", label: "Activity" },
    ],
  },
];

/**
 * The sections with the screens the user may open (a section with none is left out), the one
 * holding their home screen first (the header's Dashbord link: the enquiries for an admin, the
 * news for an editor), as a phone shows that one's links in its row and the others under More.
 */
function visibleSections(allowed: string[]) {
  const home = allowed.includes("/dashbord") ? "/dashbord" : "/deleteNews";
  const isHome = (section: Section) => section.screens.some((screen) => screen.to === home);
  const visible = adminSections
    .map((section) => ({
      ...section,
      screens: section.screens.filter((screen) => allowed.includes(screen.to)),
    }))
    .filter((section) => section.screens.length > 0);
  return [...visible.filter(isHome), ...visible.filter((section) => !isHome(section))];
}

type NewCounts = Route.ComponentProps["loaderData"]["newCounts"];

/** A screen's own counts, taken after it changed one (a record's page), else the layout's. */
function useNewCounts(own: NewCounts) {
  const matches = useMatches();
  for (const match of matches.toReversed()) {
    const data = match.loaderData;
    if (data && typeof data === "object" && "newCounts" in data) return data.newCounts as NewCounts;
  }
  return own;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const newCounts = useNewCounts(loaderData.newCounts);
  return (
    <div className="bg-mist">
      <div className="mx-auto grid max-w-[96rem] grid-cols-[minmax(0,1fr)] gap-3 px-4 py-3 sm:px-6 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-6 2xl:gap-8 lg:py-12">
        <aside className="min-w-0 lg:sticky lg:top-6 lg:self-start">
          {/* On a phone the list comes first: the screen is too short for who is signed in (the
              header's account menu says it). */}
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-ink max-lg:sr-only">
            Admin
          </p>
          <p className="mt-1 truncate text-sm text-ink/60 max-lg:sr-only">
            Signed in as {loaderData.admin.name}
          </p>
          <AdminNav sections={visibleSections(loaderData.allowed)} counts={newCounts} />
        </aside>
        <div className="min-w-0 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-8 lg:p-6 2xl:p-8">
          {loaderData.sampleDetails && !isActivePath(pathname, "/settings") ? (
            <p
              role="status"
              className="mb-4 rounded-xl bg-amber-50 px-4 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200 sm:mb-6"
            >
              Sample details — set yours in{" "}
              <Link to="/settings" className="font-semibold underline underline-offset-4">
                Settings
              </Link>
              .
              {/* One line on a phone, where the inbox's first item must start in the upper half;
                  Settings says the rest there. */}
              <span className="max-sm:hidden">
                {" "}
                New enquiries and bookings are mailed to a sample address until then, and the
                footer, contact page and mails show a placeholder address, phone numbers and company
                number.
              </span>
            </p>
          ) : null}
          <Outlet />
        </div>
      </div>
    </div>
  );
}
