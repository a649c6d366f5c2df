// Applies migrations and adds the sample content a newcomer sees on the embedded default.
// Each seed only fills an empty table, so running it twice changes nothing.
import { closeDb } from "../server/db/client.ts";
import { migrateDatabase } from "../server/db/migrate.ts";
import { keepFilesPrivate } from "../server/private-files.ts";
import { seedSampleVideos } from "../server/videos/sample-videos.ts";
import { seedSampleNews } from "./seed-news.ts";

// The database and whatever else this writes into DATA_DIR are for this user only (ADR 0066).
keepFilesPrivate();

type Seed = { name: string; run: () => Promise<number> };

const seeds: Seed[] = [
  // Community news
  { name: "sample news", run: seedSampleNews },
  // Community videos
  { name: "sample videos", run: seedSampleVideos },
];

await migrateDatabase();
for (const seed of seeds) {
  const added = await seed.run();
  console.log(`${seed.name}: ${added ? `${added} added` : "already present"}`);
}
await closeDb();
