import { data, redirect } from "react-router";
import { withCategories } from "#app/components/newsletter/category-choices.tsx";
import { LazySignUpForm } from "#app/components/newsletter/lazy-sign-up-form.tsx";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { clientIpOf } from "#server/auth/client-ip.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { subscribe } from "#server/newsletter/subscribe.ts";
import type { Route } from "./+types/sign-up";

// /newsletter: one email field and optional categories. Every accepted sign-up is answered
// alike, whether the address is new, waiting or already subscribed (ADR 0160): the page says a
// mail is on its way, and the mail itself tells the owner of the inbox what it means.

export const handle: PageQueryHandle = { query: ["sent", "confirmed"] };

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    sent: url.searchParams.get("sent") === "1",
    confirmed: url.searchParams.get("confirmed") === "1",
  };
}

export async function action({ request }: Route.ActionArgs) {
  let values: Record<string, unknown> = {};
  try {
    values = withCategories(await request.formData());
  } catch {
    // Not a form: answered with the fields' messages below.
  }
  const result = await subscribe({ values, clientAddress: clientIpOf(request.headers) });
  // Post/redirect/get: a reload never signs up twice.
  if (result.ok) return redirect("/newsletter?sent=1", 303);
  return data(
    {
      message: result.message,
      errors: result.errors ?? {},
      email: typeof values.email === "string" ? values.email : "",
      categories: Array.isArray(values.categories) ? (values.categories as string[]) : [],
    },
    { status: statusOf(result) },
  );
}

function Done({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="status" className="mt-10 rounded-2xl bg-mist p-8">
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mt-2 text-ink/70">{children}</p>
    </div>
  );
}

export default function NewsletterSignUp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="site-container py-14 sm:py-20">
      <div className="max-w-2xl">
        <p className="eyebrow">Newsletter</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
          Get the news by email.
        </h1>
        {loaderData.confirmed ? (
          <Done title="You are subscribed">
            Thank you. The next stories in your categories will come to your inbox. Every mail has a
            link to change your categories or unsubscribe.
          </Done>
        ) : loaderData.sent ? (
          <Done title="Check your inbox">
            If that address can get our newsletter, a mail is on its way to it. Open it and press
            Confirm to start; the link works for 7 days. Nothing arrives? Look in your spam folder.
          </Done>
        ) : (
          <>
            <p className="mt-4 text-lg text-ink/70">
              The community's stories, in your inbox when they are published. We send a confirmation
              first, and you can leave with one click from any mail.
            </p>
            <LazySignUpForm answer={actionData} />
          </>
        )}
      </div>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: pageTitle("Newsletter"),
    path: "/newsletter",
    description: "Get the community's news by email, in the categories you choose.",
  });
}
