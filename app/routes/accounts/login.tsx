import { useCallback, useEffect, useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import { AuthLayout, textLink } from "#app/components/auth/auth-layout.tsx";
import { SocialSignIn } from "#app/components/auth/social-sign-in.tsx";
import { TextField } from "#app/components/forms/field.tsx";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormValidation } from "#app/components/forms/use-form-validation.ts";
import { AlertDialog } from "#app/components/ui/alert-dialog-on-demand.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { loginSchema } from "#app/lib/auth-schemas.ts";
import { validate } from "#app/lib/field-errors.ts";
import {
  googleFailureMessage,
  googleMessages,
  loginMessages,
  verificationMessages,
} from "#app/lib/login-messages.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { safeRedirectTarget } from "#app/lib/redirect-target.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { getOptionalUser } from "#server/auth/guards.ts";
import { signInWithPassword } from "#server/auth/password-flows.ts";
import { configuredProviders, redirectToProvider } from "#server/auth/social-sign-in.ts";
import type { Route } from "./+types/login";

export const handle: PageQueryHandle = {
  query: ["redirectTo", "via", "failed", "error", "verified"],
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTarget(url.searchParams.get("redirectTo"));
  const user = await getOptionalUser(request);
  // Back from a provider: the page finishes the sign-in (toast, then onwards) in the browser.
  if (user && url.searchParams.get("via")) return { kind: "social-success" as const, redirectTo };
  if (user) throw redirect(redirectTo);
  const failed = url.searchParams.get("failed");
  // Back from the emailed confirmation link, which signs the account out everywhere (Better Auth
  // adds error=… when the link is bad or expired).
  const verification = !url.searchParams.get("verified")
    ? null
    : url.searchParams.get("error")
      ? { ok: false, message: verificationMessages.linkFailed }
      : { ok: true, message: verificationMessages.confirmed };
  return {
    kind: "form" as const,
    redirectTo,
    providers: configuredProviders(),
    socialError: failed ? googleFailureMessage(url.searchParams.get("error") ?? "") : null,
    verification,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "social") return redirectToProvider(request, form);
  const parsed = validate(loginSchema, Object.fromEntries(form));
  if (!parsed.success) return data({ errors: parsed.errors }, { status: 400 });
  const redirectTo = safeRedirectTarget(form.get("redirectTo"));
  const result = await signInWithPassword(request, parsed.data);
  if (!result.ok) {
    const status = result.failure === "tooManyAttempts" ? 429 : 401;
    return data({ failure: loginMessages[result.failure] }, { status });
  }
  // Without JavaScript there is no dialog to show: go straight on.
  if (form.get("enhanced") !== "1") throw redirect(redirectTo, { headers: result.headers });
  return data({ signedIn: true, redirectTo }, { headers: result.headers });
}

// After a successful sign-in this page stays put to show its dialog; without this its loader
// would see the new session and redirect before the dialog could be read.
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "signedIn" in actionResult) return false;
  return defaultShouldRevalidate;
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const location = useLocation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const form = useFormValidation({
    schema: () => import("#app/lib/auth-schemas.ts").then((schemas) => schemas.loginSchema),
    serverErrors: actionData && "errors" in actionData ? actionData.errors : undefined,
  });
  const [dialog, setDialog] = useState<"failure" | "success" | "social" | null>(null);
  // The page the visitor came from: ?redirectTo=, else the navigation state, else home.
  const stateFrom = (location.state as { from?: string } | null)?.from;
  const redirectTo =
    loaderData.redirectTo !== "/" ? loaderData.redirectTo : safeRedirectTarget(stateFrom);

  useEffect(() => {
    if (!actionData) return;
    if ("failure" in actionData) setDialog("failure");
    if ("signedIn" in actionData) setDialog("success");
    if ("socialError" in actionData) setDialog("social");
  }, [actionData]);

  useEffect(() => {
    if (loaderData.kind === "social-success") {
      toast({ kind: "success", title: googleMessages.success, durationMs: 1500 });
      navigate(loaderData.redirectTo, { replace: true });
    } else if (loaderData.socialError) {
      setDialog("social");
    }
  }, [loaderData, navigate, toast]);

  const goOn = useCallback(() => {
    setDialog(null);
    navigate(actionData && "signedIn" in actionData ? actionData.redirectTo : "/", {
      replace: true,
    });
  }, [actionData, navigate]);

  if (loaderData.kind === "social-success") {
    return (
      <AuthLayout title="Login" intro="You are signed in.">
        <Link to={loaderData.redirectTo} className={textLink}>
          Continue
        </Link>
      </AuthLayout>
    );
  }

  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  const socialError =
    (actionData && "socialError" in actionData ? actionData.socialError : null) ??
    loaderData.socialError;
  return (
    <AuthLayout
      title="Login"
      intro="Welcome back. Sign in with your email and password."
      footer={
        <p>
          New here?{" "}
          <Link to="/signup" className={textLink}>
            Create an account
          </Link>
        </p>
      }
    >
      {loaderData.verification ? (
        <FormMessage tone={loaderData.verification.ok ? "success" : "error"} className="mb-6">
          {loaderData.verification.message}
        </FormMessage>
      ) : null}
      {/* Before JavaScript, the browser itself requires both fields (spec section 5). */}
      <Form method="post" {...form.formProps} noValidate={hydrated} className="grid gap-5">
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={form.errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={form.errors.password}
        />
        {/* A line of its own, so a thumb's target (44 px), not a link in a sentence. */}
        <div className="-my-2 text-right text-sm">
          <Link to="/reset" className={`${textLink} tap-target`}>
            Forgot password?
          </Link>
        </div>
        {!hydrated && actionData && "failure" in actionData ? (
          <FormMessage tone="error" title={loginMessages.failureTitle}>
            {actionData.failure}
          </FormMessage>
        ) : null}
        <SubmitButton busy={busy} busyLabel="Logging in…" wide>
          Login
        </SubmitButton>
      </Form>
      <SocialSignIn
        providers={loaderData.providers}
        redirectTo={redirectTo}
        failed={actionData ?? socialError}
      />
      <AlertDialog
        open={dialog === "failure"}
        icon="error"
        title={loginMessages.failureTitle}
        message={actionData && "failure" in actionData ? actionData.failure : undefined}
        onClose={() => setDialog(null)}
      />
      <AlertDialog
        open={dialog === "success"}
        icon="success"
        title={loginMessages.successTitle}
        autoCloseMs={1500}
        onClose={goOn}
      />
      <AlertDialog
        open={dialog === "social"}
        icon="error"
        title={googleMessages.failureTitle}
        message={socialError ?? undefined}
        onClose={() => setDialog(null)}
      />
    </AuthLayout>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle("Login") }];
}
