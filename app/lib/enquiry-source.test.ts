import { describe, expect, it } from "vitest";
import { parseSource, sourceLabel } from "./enquiry-source.ts";

describe("enquiry sources", () => {
  it("labels each form's page, and keeps an unknown stored value as it is", () => {
    expect(sourceLabel("enquiry")).toBe("Enquiry page");
    expect(sourceLabel("contact")).toBe("Contact page");
    expect(sourceLabel("home")).toBe("Home page");
    expect(sourceLabel("elsewhere")).toBe("elsewhere");
  });

  it("takes only a known source from a post", () => {
    expect(parseSource("contact", "enquiry")).toBe("contact");
    expect(parseSource("toString", "enquiry")).toBe("enquiry");
    expect(parseSource(undefined, "api")).toBe("api");
  });
});
