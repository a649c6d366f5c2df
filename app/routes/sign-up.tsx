import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { AuthLayout, SubmitButton, textLink } from "#app/components/auth/auth-layout.tsx";
import { FormField } from "#app/components/auth/form-field.tsx";
import { PictureField } from "#app/components/auth/picture-field.tsx";
import { SocialSignIn } from "#app/components/auth/social-sign-in.tsx";
import { useHydrated } from "#app/components/auth/use-hydrated.ts";
import { useSchemaValidation } from "#app/components/auth/use-schema-validation.ts";
import { AlertDialog } from "#app/components/ui/alert-dialog-on-demand.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useImagePreview } from "#app/components/ui/use-image-preview.ts";
import { pageTitle } from "#app/content/site-name.ts";
import { fieldErrors, isChosenPicture, signUpSchema } from "#app/lib/auth-schemas.ts";
import { googleMessages, signUpMessages } from "#app/lib/login-messages.ts";
import { signUpWithPassword } from "#server/auth/password-flows.ts";
import { configuredProviders, redirectToProvider } from "#server/auth/social-sign-in.ts";
import type { Route } from "./+types/sign-up";

export async function loader(_: Route.LoaderArgs) {
  return { providers: configuredProviders() };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "social") return redirectToProvider(request, form);
  const parsed = signUpSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const { photo, ...fields } = parsed.data;
  const picture = isChosenPicture(photo) ? Buffer.from(await photo.arrayBuffer()) : undefined;
  const result = await signUpWithPassword(request, { ...fields, picture });
  if (!result.ok) {
    return result.field === "photo"
      ? data({ errors: { photo: result.message } }, { status: 400 })
      : data({ error: result.message }, { status: 400 });
  }
  return { created: true as const, pictureProblem: result.pictureProblem };
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaValidation(
    (schemas) => schemas.signUpSchema,
    actionData && "errors" in actionData ? actionData.errors : undefined,
  );

  const { preview, onChange: onPictureChange, clear: clearPreview } = useImagePreview();
  const [socialError, setSocialError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!actionData) return;
    if ("socialError" in actionData) setSocialError(actionData.socialError);
    if ("created" in actionData) {
      formRef.current?.reset();
      clearPreview();
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
  }, [actionData, toast, clearPreview]);

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
        <p role="status" className="mb-6 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-800">
          {signUpMessages.success}.{" "}
          <Link to="/login" className={textLink}>
            Login
          </Link>
        </p>
      ) : null}
      {!hydrated && actionData && "error" in actionData ? (
        <p role="alert" className="mb-6 rounded-xl bg-red-50 p-4 text-sm text-red-700">
          <strong>{signUpMessages.failureTitle}:</strong> {actionData.error}
        </p>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value="password" />
        <FormField label="Name" name="name" autoComplete="name" error={form.errors.name} />
        <FormField
          label="Photo URL"
          name="photoURL"
          type="url"
          inputMode="url"
          autoComplete="photo"
          placeholder="https://"
          hint={preview ? "Your uploaded picture is used instead." : "Or upload a picture below."}
          error={form.errors.photoURL}
        />
        <PictureField preview={preview} onChange={onPictureChange} error={form.errors.photo} />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={form.errors.email}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="6 to 20 characters, with an uppercase and a lowercase letter, a number and one of ! @ # $ & *"
          error={form.errors.password}
        />
        <div className="-mt-2 text-right text-sm">
          <Link to="/reset" className={textLink}>
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={busy} busyLabel="Creating your account…">
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
