import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { samples as details, site } from "#app/lib/site.ts";
import { claims, statistics, yearsText } from "./claims.ts";
import { privacy } from "./legal/privacy.ts";
import { terms } from "./legal/terms.ts";
import { footerLinks, newsMenu, primaryNav, servicesMenu } from "./navigation.ts";
import { caseStudies, recentWork } from "./portfolio.ts";
import { reasons } from "./reasons.ts";
import { fillSiteDetails } from "./site-placeholders.ts";
import { team } from "./team.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe("site details", () => {
  it("uses clearly fictional contact details an owner replaces", () => {
    expect(details.email).toMatch(/@example\.com$/);
    expect(site.tagline).toBe("YOUR NEXT DEVELOPMENT PARTNER");
    expect(details.address.city).toBe("Birmingham");
    // Ofcom's drama ranges: 0121 496 0000-0999 and 07700 900000-900999.
    const [office, mobile] = details.phones;
    expect(office?.display).toMatch(/^0121 496 0\d{3}$/);
    expect(mobile?.display).toMatch(/^07700 900\d{3}$/);
    for (const phone of details.phones) {
      expect(phone.e164).toBe(`+44${phone.display.replace(/\s/g, "").slice(1)}`);
    }
    expect(details.mapsUrl).toMatch(/^https:\/\//);
    expect(site.credit.url).toMatch(/^https:\/\//);
  });

  it("carries the spec's claims and statistics word for word", () => {
    // The spec's number, in English: "1 year" (the spec's '1 years' read as a typo, issue 33).
    expect(claims.experience.value).toBe("1 year");
    expect(yearsText(5)).toBe("5 years");
    expect(claims.platformSales.value).toBe("£350 million");
    expect(statistics.map((stat) => stat.value)).toEqual(["7%", "94%", "90%", "88%"]);
  });

  it("fills {product} and friends, and leaves unknown placeholders alone", () => {
    expect(fillSiteDetails("{product} at {email} {unknown}")).toBe(
      `${site.name} at ${details.email} {unknown}`,
    );
    const texts = [terms, privacy].flatMap((doc) => [
      ...doc.intro,
      ...doc.sections.flatMap((section) => [
        ...(section.paragraphs ?? []),
        ...(section.list ?? []),
      ]),
    ]);
    for (const text of texts)
      expect(fillSiteDetails(text, { retentionMonths: "24" })).not.toMatch(/\{\w+\}/);
  });
});

describe("people and work", () => {
  it("lists the three team members with the spec's roles and existing images", () => {
    expect(team.map((member) => member.role)).toEqual([
      "Founder & Managing Director",
      "Founder & Development Director",
      "Head of Technical",
    ]);
    for (const member of team) expect(existsSync(path.join(publicDir, member.imageSrc))).toBe(true);
  });

  it("has two recent-work cards and three case studies with images and external links", () => {
    expect(recentWork.map((item) => item.services)).toEqual([
      "ECOMMERCE WEBSITE DESIGN & DEVELOPMENT",
      "WEB APP DESIGN + DEVELOPMENT",
    ]);
    expect(caseStudies.map((study) => study.title)).toEqual([
      "Property platform",
      "Community TV platform",
      "Restaurant site",
    ]);
    for (const item of [...recentWork, ...caseStudies]) {
      expect(existsSync(path.join(publicDir, item.imageSrc)), item.imageSrc).toBe(true);
      expect(item.imageAlt.length).toBeGreaterThan(10);
    }
    for (const study of caseStudies) expect(study.projectUrl).toMatch(/^https:\/\//);
  });

  it("has six reasons to work with the agency", () => {
    expect(reasons).toHaveLength(6);
  });
});

describe("navigation", () => {
  it("has the spec's menus: WHAT WE DO with nine services and NEWS with seven categories", () => {
    expect(servicesMenu.items).toHaveLength(9);
    expect(newsMenu.items.map((item) => item.to)).toEqual([
      "/news",
      "/bangladesh-porikroma",
      "/business-and-economics",
      "/global-news",
      "/community-well-being",
      "/community-news",
      "/sports",
      "/travel",
    ]);
    const targets = primaryNav.flatMap((entry) => (entry.kind === "link" ? [entry.to] : []));
    expect(targets).toEqual(
      expect.arrayContaining(["/", "/work", "/about", "/contact", "/videos"]),
    );
  });

  it("has the footer links of spec section 1, each to a real page", () => {
    expect(footerLinks.map((link) => link.label)).toEqual([
      "Home",
      "About Us",
      "Case Studies",
      "What We Do",
      "Contact",
      "Terms & Conditions",
      "Privacy Policy",
    ]);
    for (const link of footerLinks) expect(link.to).toMatch(/^\/[a-z-]*$/);
  });
});
