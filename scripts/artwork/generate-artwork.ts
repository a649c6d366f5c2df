import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { site } from "../../app/lib/site.ts";
import { heroIllustration, socialCard } from "./hero.ts";
import { communityTvScreen, ecommerceScreen, propertyScreen, restaurantScreen } from "./mockups.ts";
import { portrait, teamLooks } from "./portraits.ts";

// Writes every image the marketing site ships into public/images/. Run after changing the
// artwork code: `npm run artwork`. The output is committed, so builds never depend on this.

const out = path.resolve(import.meta.dirname, "../../public/images");

function write(relative: string, contents: string | Buffer) {
  const file = path.join(out, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, contents);
  console.log(`wrote public/images/${relative}`);
}

write("hero-illustration.svg", heroIllustration());
write("work/ecommerce-platform.svg", ecommerceScreen());
write("work/restaurant-app.svg", restaurantScreen());
write("work/property-platform.svg", propertyScreen());
write("work/community-tv.svg", communityTvScreen());
for (const [slug, look] of Object.entries(teamLooks)) write(`team/${slug}.svg`, portrait(look));

const card = socialCard(site.name, site.tagline);
write("og-default.png", await sharp(Buffer.from(card)).png({ compressionLevel: 9 }).toBuffer());
