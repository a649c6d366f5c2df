import { data, Form, Link, redirect, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { CategoryChoices, withCategories } from "#app/components/newsletter/category-choices.tsx";
import { LINK_EXPIRED } from "#app/lib/newsletter-messages.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { confirmSubscription, pendingByToken } from "#server/newsletter/subscription.ts";
import type { Route } from "./+types/confirm";

// /newsletter/confirm/:token, the confirmation mail's link. Opening it changes nothing: mail
// scanners follow links. The reader's press of Confirm (a form POST) is what confirms (ADR 0160).

export async function loader({ params }: Route.LoaderArgs) {
  const row = await pendingByToken(params.token);
  return data(
    { live: Boolean(row), categories: row?.categories ?? [] },
    { status: row ? 200 : 404 },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const result = await confirmSubscription(params.token, withCategories(await request.formData()));
  if (result.ok) return redirect("/newsletter?confirmed=1", 303);
  return data({ message: result.message }, { status: statusOf(result) });
}

// The token is in the address: no cache may keep this page, and a Referer carries only the site's
// origin ("no-referrer" also made a form post's Origin "null", refused as cross-site; ADR 0170).
export function headers(_: Route.HeadersArgs) {
  return { "Cache-Control": "no-store", "Referrer-Policy": "strict-origin" };
}

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const expired = !loaderData.live || actionData?.message;
  return (
    <section className="site-container py-14 sm:py-20">
      <div className="max-w-2xl">
        <p className="eyebrow">Newsletter</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {expired ? "This link has expired" : "Confirm your subscription"}
        </h1>
        {expired ? (
          <>
            <p className="mt-4 text-lg text-ink/70">{actionData?.message ?? LINK_EXPIRED}</p>
            <Link
              to="/newsletter"
              className="mt-8 inline-flex min-h-11 items-center rounded-full bg-ink px-5 py-2.5 font-semibold text-white hover:bg-ink-soft"
            >
              Sign up again
            </Link>
          </>
        ) : (
          <Form method="post" className="mt-6 grid gap-6">
            <p className="text-lg text-ink/70">
              Press Confirm to get the community's news by email. You can leave with one click from
              any mail.
            </p>
            {/* What the sign-up chose, to check before confirming: anyone can type an address. */}
            <input type="hidden" name="choices" value="shown" />
            <CategoryChoices chosen={loaderData.categories} />
            <div>
              <SubmitButton busy={navigation.state === "submitting"} busyLabel="Confirming…">
                Confirm
              </SubmitButton>
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}

export function meta() {
  return [
    { title: pageTitle("Confirm your subscription") },
    { name: "robots", content: "noindex" },
  ];
}
