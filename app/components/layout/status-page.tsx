import { Link } from "react-router";

/** The full-page message for not-found, forbidden and unexpected errors. */
export function StatusPage({ title, message }: { title: string; message: string }) {
  return (
    <section className="site-container flex max-w-3xl flex-col items-center py-24 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-ink/70">{message}</p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-ink px-6 py-3 font-semibold text-white hover:bg-ink-soft"
      >
        Back to the home page
      </Link>
    </section>
  );
}

/** The spec's not-found page (section 2), for every 404 (app/lib/not-found.ts). */
export function NotFoundPage() {
  return (
    <StatusPage
      title="404 - Page Not Found"
      message="Oops! The page you are looking for does not exist."
    />
  );
}
