import { Link, Outlet, useLocation } from "react-router";
import { isActivePath } from "#app/components/layout/active-path.ts";
import type { AreaHandle } from "#app/components/layout/admin-area.ts";
import { adminPathsFor } from "#app/route-table.ts";
import { requireEditor } from "#server/auth/guards.ts";
import { countNew } from "#server/inbox/inbox-workflow.ts";
import { getBusinessDetails } from "#server/settings/business-details.ts";
import type { Route } from "./+types/admin-layout";

// The admin shell: the guard for every admin screen (its loader lets editors and admins in; each
// screen's own guard keeps editors out of the admin-only ones, ADR 0128), and the navigation
// between the screens the user may open — a sidebar on wide screens, a scrolling row of tabs on
// phones — with how many enquiries and bookings are new (loaded again after every change, so the
// counts follow the owner's work).

/** Tells the site header that this is the admin area, so its Dashbord link is current. */
export const handle: AreaHandle = { area: "admin" };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireEditor(request);
  const counts = await countNew();
  return {
    admin: { name: user.name },
    // An editor is shown only what they may open, and no count of the enquiries they may not.
    allowed: adminPathsFor(user.isAdmin ? "admin" : "editor"),
    newCounts: user.isAdmin ? counts : { ...counts, enquiries: 0 },
    // Until an admin saves the business's details, the site shows samples: say so, to admins.
    sampleDetails: user.isAdmin && (await getBusinessDetails()).sample,
  };
}

type Screen = {
  to: string;
  label: string;
  count?: "enquiries" | "bookings";
  /** Other pages that belong to this screen, so its link stays current there. */
  alsoAt?: string[];
};

const adminSections: { title: string; screens: Screen[] }[] = [
  {
    title: "Inbox",
    screens: [
      { to: "/dashbord", label: "Enquiries", count: "enquiries" },
      { to: "/bookingTable", label: "Bookings", count: "bookings" },
    ],
  },
  {
    title: "News",
    screens: [
      { to: "/addNews", label: "Add News" },
      { to: "/deleteNews", label: "Manage News", alsoAt: ["/editNews"] },
      { to: "/media", label: "Media library" },
      { to: "/subscribers", label: "Subscribers" },
    ],
  },
  {
    title: "Videos",
    screens: [
      { to: "/addVideo", label: "Add Video" },
      { to: "/deleteVideo", label: "Manage Videos" },
    ],
  },
  {
    title: "Records",
    screens: [
      { to: "/auditLog", label: "Activity" },
      { to: "/personalData", label: "Personal data" },
      { to: "/users", label: "Roles" },
      { to: "/settings", label: "Settings" },
    ],
  },
];

/** The sections with the screens the user may open; a section with none is left out. */
function visibleSections(allowed: string[]) {
  return adminSections
    .map((section) => ({
      ...section,
      screens: section.screens.filter((screen) => allowed.includes(screen.to)),
    }))
    .filter((section) => section.screens.length > 0);
}

const link =
  "flex items-center whitespace-nowrap rounded-full px-4 py-2 text-sm max-lg:min-h-11 font-semibold text-ink/75 transition hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-[current=page]:bg-ink aria-[current=page]:text-white lg:rounded-xl";

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const isCurrent = (screen: Screen) =>
    [screen.to, ...(screen.alsoAt ?? [])].some((to) => isActivePath(pathname, to));
  return (
    <div className="bg-mist">
      <div className="mx-auto grid max-w-[96rem] grid-cols-[minmax(0,1fr)] gap-3 px-4 py-3 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:py-12">
        <aside className="min-w-0 lg:sticky lg:top-6 lg:self-start">
          {/* On a phone the list comes first: the screen is too short for who is signed in (the
              header's account menu says it). */}
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-ink max-lg:sr-only">
            Admin
          </p>
          <p className="mt-1 truncate text-sm text-ink/60 max-lg:sr-only">
            Signed in as {loaderData.admin.name}
          </p>
          <nav aria-label="Admin" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:mt-4 lg:px-0">
            <ul className="flex gap-2 lg:flex-col lg:gap-5">
              {visibleSections(loaderData.allowed).map((section) => (
                <li key={section.title} className="contents lg:block">
                  <p className="hidden px-4 pb-1 text-xs font-semibold uppercase tracking-wider text-ink/65 lg:block">
                    {section.title}
                  </p>
                  <ul className="contents lg:grid lg:gap-1">
                    {section.screens.map((screen) => (
                      <li key={screen.to}>
                        <Link
                          to={screen.to}
                          aria-current={isCurrent(screen) ? "page" : undefined}
                          className={link}
                        >
                          {screen.label}
                          {screen.count ? (
                            <NewCount count={loaderData.newCounts[screen.count]} />
                          ) : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="min-w-0 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-8">
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

/** The number of new messages beside a link, read out as "3 new". */
function NewCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-ink">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}
