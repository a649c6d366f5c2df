import { useEffect, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, useNavigate, useNavigation } from "react-router";
import { AuthLayout, textLink } from "#app/components/auth/auth-layout.tsx";
import PictureField from "#app/components/auth/picture-field.tsx";
import { SocialSignIn } from "#app/components/auth/social-sign-in.tsx";
import { TextField } from "#app/components/forms/field.tsx";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormValidation } from "#app/components/forms/use-form-validation.ts";
import { AlertDialog } from "#app/components/ui/alert-dialog-on-demand.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { isChosenPicture, signUpSchema } from "#app/lib/auth-schemas.ts";
import { validate } from "#app/lib/field-errors.ts";
import { googleMessages, signUpMessages } from "#app/lib/login-messages.ts";
import { passwordHint } from "#app/lib/password-hint.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { signUpWithPassword } from "#server/auth/password-flows.ts";
import { configuredProviders, redirectToProvider } from "#server/auth/social-sign-in.ts";
import { statusOf } from "#server/http/failure-status.ts";
import type { Route } from "./+types/sign-up";

export async function loader(_: Route.LoaderArgs) {
  return { providers: configuredProviders() };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "social") return redirectToProvider(request, form);
  const parsed = validate(signUpSchema, Object.fromEntries(form));
  if (!parsed.success) return data({ errors: parsed.errors }, { status: 400 });
  const { photo, ...fields } = parsed.data;
  const picture = isChosenPicture(photo) ? Buffer.from(await photo.arrayBuffer()) : undefined;
  const result = await signUpWithPassword(request, { ...fields, picture });
  if (!result.ok) {
    return result.errors
      ? data({ errors: result.errors }, { status: statusOf(result) })
      : data({ error: result.message }, { status: statusOf(result) });
  }
  return { created: true as const, pictureProblem: result.pictureProblem };
}

/**
 * With JavaScript: a post refused at the door, past the address's allowance and before the action
 * ran (server/http/sign-up-door.ts), is said in the form like any other failure, not as an error
 * page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 429) return { error: String(error.data) };
    throw error;
  }
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const form = useFormValidation({
    schema: () => import("#app/lib/auth-schemas.ts").then((schemas) => schemas.signUpSchema),
    serverErrors: actionData && "errors" in actionData ? actionData.errors : undefined,
    // The picture too: the schema takes a chosen picture in place of a Photo URL.
    read: (element, submitter) => Object.fromEntries(new FormData(element, submitter)),
  });
  const formRef = form.formProps.ref;

  const [socialError, setSocialError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!actionData) return;
    if ("socialError" in actionData) setSocialError(actionData.socialError);
    if ("created" in actionData) {
      formRef.current?.reset();
      toast({ kind: "success", title: signUpMessages.success, durationMs: 1500 });
      if (actionData.pictureProblem) {
        toast({
          kind: "error",
          title: "Your picture could not be used",
          message: `${actionData.pictureProblem} You can add a photo on your profile.`,
          durationMs: 6000,
        });
      }
      setLeaving(true);
    } else if ("error" in actionData) {
      toast({
        kind: "error",
        title: signUpMessages.failureTitle,
        message: actionData.error,
        durationMs: 4000,
      });
    }
  }, [actionData, formRef, toast]);

  // Back one step (usually the login page) once the data reloaded after the action has arrived,
  // so the move does not cut that reload short. A visitor who opened this page directly has no
  // step to go back to on this site, so they go to the login page instead.
  useEffect(() => {
    if (!leaving || navigation.state !== "idle") return;
    setLeaving(false);
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/login", { replace: true });
  }, [leaving, navigation.state, navigate]);

  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  return (
    <AuthLayout
      title="Sign Up"
      intro="Create your account to follow our news and manage your details."
      footer={
        <p>
          Already have an account?{" "}
          <Link to="/login" className={textLink}>
            Login
          </Link>
        </p>
      }
    >
      {!hydrated && actionData && "created" in actionData ? (
        <FormMessage tone="success" className="mb-6">
          {signUpMessages.success}.{" "}
          <Link to="/login" className={textLink}>
            Login
          </Link>
        </FormMessage>
      ) : null}
      {!hydrated && actionData && "error" in actionData ? (
        <FormMessage tone="error" title={signUpMessages.failureTitle} className="mb-6">
          {actionData.error}
        </FormMessage>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...form.formProps} className="grid gap-5">
        <input type="hidden" name="intent" value="password" />
        <TextField label="Name" name="name" autoComplete="name" error={form.errors.name} />
        <TextField
          label="Photo URL"
          name="photoURL"
          type="url"
          inputMode="url"
          autoComplete="photo"
          placeholder="https://"
          // The spec requires a photo ('Photo URL is required'); the form says so before a submit
          // does. Not the `required` attribute: an uploaded picture below answers it as well.
          aria-required="true"
          hint="Required: a link to your photo, or upload a picture below (used instead)."
          error={form.errors.photoURL}
        />
        <PictureField error={form.errors.photo} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={form.errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={passwordHint}
          error={form.errors.password}
        />
        {/* A line of its own, so a thumb's target (44 px), not a link in a sentence. */}
        <div className="-my-2 text-right text-sm">
          <Link to="/reset" className={`${textLink} tap-target`}>
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={busy} busyLabel="Creating your account…" wide>
          Sign Up
        </SubmitButton>
      </Form>
      <SocialSignIn providers={loaderData.providers} redirectTo="/" failed={actionData} />
      <AlertDialog
        open={socialError !== null}
        icon="error"
        title={googleMessages.failureTitle}
        message={socialError ?? undefined}
        onClose={() => setSocialError(null)}
      />
    </AuthLayout>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle("Sign Up") }];
}
