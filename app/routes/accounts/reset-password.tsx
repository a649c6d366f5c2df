import { useEffect, useState } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { AuthLayout, textLink } from "#app/components/auth/auth-layout.tsx";
import { TextField } from "#app/components/forms/field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormValidation } from "#app/components/forms/use-form-validation.ts";
import { AlertDialog } from "#app/components/ui/alert-dialog-on-demand.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { newPasswordSchema } from "#app/lib/auth-schemas.ts";
import { validate } from "#app/lib/field-errors.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { passwordHint } from "#app/lib/password-hint.ts";
import { resetMessages } from "#app/lib/password-messages.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { resetPassword } from "#server/auth/password-flows.ts";
import type { Route } from "./+types/reset-password";

// The target of the emailed link. Better Auth checks the token first and comes here with
// ?token=… when it is good, or with ?error=INVALID_TOKEN when it is used up or expired. The link
// mailed to an ADMIN_EMAILS address comes with ?confirm=1: the same form, in the words of
// confirming the address (ADR 0120). The wording is all it changes.

export const handle: PageQueryHandle = { query: ["token", "error", "confirm"] };

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  return {
    token: url.searchParams.get("error") || !token ? null : token,
    confirm: url.searchParams.get("confirm") === "1",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = validate(newPasswordSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ errors: parsed.errors }, { status: 400 });
  const result = await resetPassword(request, parsed.data);
  if (!result.ok) {
    const message =
      result.reason === "invalid-link"
        ? resetMessages.invalidLink
        : "Something went wrong. Please try again.";
    return data({ failure: message }, { status: 400 });
  }
  return { changed: true as const };
}

// The token is in the address: no cache may keep this page (the page cache included), and no
// request it makes may carry the address away in a Referer, only the site's origin (ADRs 0068,
// 0170: "no-referrer" made the form's own post arrive with Origin "null", refused as cross-site).
export function headers(_: Route.HeadersArgs) {
  return { "Cache-Control": "no-store", "Referrer-Policy": "strict-origin" };
}

const wording = (confirm: boolean) =>
  confirm
    ? {
        title: resetMessages.confirmTitle,
        intro: resetMessages.confirmIntro,
        doneTitle: resetMessages.confirmedTitle,
        done: resetMessages.confirmed,
        submit: "Confirm and save password",
      }
    : {
        title: "Choose a new password",
        intro: "Pick a new password for your account.",
        doneTitle: resetMessages.changedTitle,
        done: resetMessages.changed,
        submit: "Save new password",
      };

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const words = wording(loaderData.confirm);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [dialog, setDialog] = useState<"changed" | "failure" | null>(null);
  const form = useFormValidation({
    schema: () => import("#app/lib/auth-schemas.ts").then((schemas) => schemas.newPasswordSchema),
    serverErrors: actionData && "errors" in actionData ? actionData.errors : undefined,
  });
  useEffect(() => {
    if (actionData && "changed" in actionData) setDialog("changed");
    if (actionData && "failure" in actionData) setDialog("failure");
  }, [actionData]);

  if (!loaderData.token || (!hydrated && actionData && "failure" in actionData)) {
    return (
      <AuthLayout title={words.title} intro={resetMessages.invalidLink}>
        <Link to="/reset" className={textLink}>
          Request a new link
        </Link>
      </AuthLayout>
    );
  }
  if (!hydrated && actionData && "changed" in actionData) {
    return (
      <AuthLayout title={words.title} intro={words.done}>
        <Link to="/login" className={textLink}>
          Login
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={words.title} intro={words.intro}>
      <Form method="post" {...form.formProps} className="grid gap-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={passwordHint}
          error={form.errors.password}
        />
        <TextField
          label="Repeat the new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={form.errors.confirmPassword}
        />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Saving…" wide>
          {words.submit}
        </SubmitButton>
      </Form>
      <AlertDialog
        open={dialog === "changed"}
        icon="success"
        title={words.doneTitle}
        message={words.done}
        onClose={() => navigate("/login", { replace: true })}
      />
      <AlertDialog
        open={dialog === "failure"}
        icon="error"
        title="Password not changed"
        message={actionData && "failure" in actionData ? actionData.failure : undefined}
        onClose={() => setDialog(null)}
      />
    </AuthLayout>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The token is in the address: keep it out of Referer headers and search indexes.
  return [
    { title: pageTitle(wording(loaderData?.confirm ?? false).title) },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "strict-origin" },
  ];
}
