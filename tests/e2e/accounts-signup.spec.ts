import { expect, test, uniqueEmail } from "./fixtures.ts";
import { photo } from "./news-helpers.ts";

test.describe("sign-up", () => {
  test("is served at /signUp and /signup with the spec's title and links", async ({ page }) => {
    for (const path of ["/signUp", "/signup"]) {
      await page.goto(path);
      await expect(page).toHaveTitle(/ \| Sign Up$/);
      await expect(page.getByRole("heading", { name: "Sign Up" })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/reset",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Login", exact: true }),
    ).toHaveAttribute("href", "/login");
    await expect(page.getByRole("button", { name: "Login with Google" })).toBeVisible();
  });

  test("says the photo is required before anything is submitted", async ({ page }) => {
    // Owner's review: only the 'Photo URL is required' message after a submit said so.
    await page.goto("/signUp");
    const photo = page.getByLabel("Photo URL");
    await expect(photo).toHaveAccessibleDescription(/^Required:/);
    await expect(photo).toHaveAttribute("aria-required", "true");
    await expect(page.getByText(/^Required: a link to your photo/)).toBeVisible();
  });

  test("shows every validation message in the browser", async ({ page }) => {
    await page.goto("/signup");
    const submit = page.getByRole("button", { name: "Sign Up" });
    await submit.click();
    for (const message of [
      "Name is required",
      "Photo URL is required",
      "Email is required",
      "Password is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const password = page.getByLabel("Password", { exact: true });
    const cases = [
      ["Ab1!", "Password must be 6 characters"],
      ["Abcdefgh1!Abcdefgh1!x", "Password must be less than 20 characters"],
      [
        "abcdefg1",
        "Password must have one Uppercase one lower case, one number and one special character.",
      ],
      [
        "ABCDEFG1!",
        "Password must have one Uppercase one lower case, one number and one special character.",
      ],
    ] as const;
    for (const [value, message] of cases) {
      await password.fill(value);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(password).toHaveAttribute("aria-invalid", "true");
    }
    await password.fill("Abcdef1!");
    await expect(password).not.toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Name").fill("Someone");
    await expect(page.getByText("Name is required")).toBeHidden();
  });

  test("creates the account with the record defaults, toasts, and goes back one step", async ({
    page,
  }) => {
    const email = uniqueEmail("signup");
    await page.goto("/login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByLabel("Name").fill("New Member");
    await page.getByLabel("Photo URL").fill(`http://localhost:${process.env.E2E_PORT}/favicon.svg`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Newpass1!");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "User created successfully. Please login" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The toast leaves after 1.5 s.
    await expect(page.getByText("User created successfully. Please login")).toBeHidden({
      timeout: 4000,
    });

    // The new account logs in, and its record carries the spec's defaults.
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Newpass1!");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("status", { name: "User Login Successful." })).toBeVisible();
    const response = await page.request.get(`/api/user/${encodeURIComponent(email)}`);
    expect(response.status()).toBe(200);
    const [profile] = await response.json();
    expect(profile).toMatchObject({
      name: "New Member",
      displayName: "New Member",
      email,
      university: "Your University",
      address: "Your Address",
      newEmail: " ",
      isAdmin: "false",
    });
  });

  test.describe("past the address's allowance", () => {
    // The refused post is a failed load in the console, as it is for the person.
    test.use({ allowConsoleErrors: [/status of 429 .*\/signUp\.data\)$/] });

    test("says so in place", async ({ page }) => {
      // The door's own answer (server/http/sign-up-door.ts, proved in
      // anonymous-work-bounds.test.ts): plain text, before React Router's action runs. The e2e
      // server's allowance is too large to use up, so the door's answer is given here.
      await page.route("**/signUp.data", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({
              status: 429,
              contentType: "text/plain; charset=utf-8",
              body: "Too many requests. Please try again later.",
            })
          : route.continue(),
      );
      await page.goto("/signUp");
      await page.getByLabel("Name").fill("Many Tries");
      await page
        .getByLabel("Photo URL")
        .fill(`http://localhost:${process.env.E2E_PORT}/favicon.svg`);
      await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("door"));
      await page.getByLabel("Password", { exact: true }).fill("Newpass1!");
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(page.getByText("Too many requests. Please try again later.")).toBeVisible();
      await expect(page).toHaveURL(/\/signUp$/);
      await expect(page.getByLabel("Name")).toHaveValue("Many Tries");
    });
  });

  test("shows the success toast even when its code is slow to come", async ({ page }) => {
    // The toasts' code loads with the first toast; its 1.5 s runs from when it is on screen, so a
    // slow line cannot use them up before the visitor sees it.
    await page.route("**/assets/toast-list-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto("/login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByLabel("Name").fill("Slow Line");
    await page.getByLabel("Photo URL").fill(`http://localhost:${process.env.E2E_PORT}/favicon.svg`);
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("slow-toast"));
    await page.getByLabel("Password", { exact: true }).fill("Newpass1!");
    await page.getByRole("button", { name: "Sign Up" }).click();
    const toast = page.getByRole("status").filter({ hasText: "User created successfully." });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast).toBeHidden({ timeout: 4000 });
  });

  test("takes an uploaded picture instead of a photo URL, stored with the account", async ({
    page,
  }) => {
    const email = uniqueEmail("picture");
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Pictured Member");
    const picture = page.getByLabel("Upload a picture (instead of a URL)");
    await picture.setInputFiles({
      name: "me.jpg",
      mimeType: "image/jpeg",
      buffer: await photo("#cc3366", 800, 800),
    });
    await expect(page.getByRole("img", { name: "Chosen for your account" })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Newpass1!");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "User created successfully. Please login" }),
    ).toBeVisible();
    // The toast can show before the login page has replaced the form (the address changes first):
    // typing then went into the sign-up form's Email field, which the login page dropped.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();

    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Newpass1!");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("status", { name: "User Login Successful." })).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByLabel("Photo URL")).toHaveValue(
      /^http:\/\/localhost:\d+\/uploads\/users\/.+\.jpg$/,
    );
    const avatar = page.locator("main img").first();
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("refuses a pasted address that is not http(s)", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Someone");
    await page.getByLabel("Photo URL").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Photo URL must be an http:// or https:// address")).toBeVisible();
    await expect(page.getByLabel("Photo URL")).toBeFocused();
  });

  test.describe("failure", () => {
    test.use({ allowConsoleErrors: [/status of 400/] });
    test("a taken email shows the 'Error occurred' toast", async ({ page }) => {
      const email = uniqueEmail("taken");
      const origin = `http://localhost:${process.env.E2E_PORT}`;
      await page.request.post("/api/auth/sign-up/email", {
        headers: { origin },
        data: { email, password: "Passw0rd!", name: "First" },
      });
      await page.context().clearCookies();
      await page.goto("/signup");
      await page.getByLabel("Name").fill("Second");
      await page.getByLabel("Photo URL").fill(`${origin}/favicon.svg`);
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill("Passw0rd!");
      await page.getByRole("button", { name: "Sign Up" }).click();
      const toast = page.getByRole("alert").filter({ hasText: "Error occurred" });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText("An error occurred while signing up.");
      await expect(page).toHaveURL(/\/signup$/);
    });
  });
});
