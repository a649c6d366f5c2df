import type { Plugin } from "vite";

// Admin screens live in two folders, app/routes/admin/ and app/components/admin/. Their code must
// never reach a visitor: this build step follows every chunk a public page can load (its entry
// and everything it imports, statically or lazily) and fails the client build when one of them
// holds a module from those folders. It checks the real output, so it holds however the bundler
// splits the code.

/** The parts of a Rolldown output chunk this check reads. */
export type ChunkFacts = {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
};

const adminModule = /[\\/]app[\\/](routes|components)[\\/]admin[\\/]/;
const appModule = /[\\/]app[\\/]/;

const withoutQuery = (id: string) => id.split("?")[0] ?? id;

/** A chunk a visitor's page starts from: the entry, the root or a route outside admin. */
function isPublicStart(chunk: ChunkFacts) {
  if (!chunk.isEntry || !chunk.facadeModuleId) return false;
  const facade = withoutQuery(chunk.facadeModuleId);
  return !adminModule.test(facade) && (appModule.test(facade) || chunk.fileName.includes("entry"));
}

/** Each public chunk that holds admin code, with the admin modules in it and a page that loads it. */
export function findAdminLeaks(chunks: ChunkFacts[]) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const leaks = new Map<string, { modules: string[]; loadedBy: string }>();
  for (const start of chunks.filter(isPublicStart)) {
    const seen = new Set<string>();
    const queue = [start.fileName];
    while (queue.length) {
      const chunk = byName.get(queue.pop()!);
      if (!chunk || seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      const admin = chunk.moduleIds.map(withoutQuery).filter((id) => adminModule.test(id));
      if (admin.length && !leaks.has(chunk.fileName)) {
        leaks.set(chunk.fileName, {
          modules: [...new Set(admin)],
          loadedBy: withoutQuery(start.facadeModuleId ?? start.fileName),
        });
      }
      queue.push(...chunk.imports, ...chunk.dynamicImports);
    }
  }
  return [...leaks].map(([chunk, leak]) => ({ chunk, ...leak }));
}

export function adminChunkGuard(): Plugin {
  return {
    name: "admin-chunk-guard",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === "chunk" ? [output as unknown as ChunkFacts] : [],
      );
      const leaks = findAdminLeaks(chunks);
      if (leaks.length === 0) return;
      const lines = leaks.map(
        (leak) => `  ${leak.chunk} (loaded by ${leak.loadedBy}): ${leak.modules.join(", ")}`,
      );
      this.error(
        `Admin code reached a chunk that public pages load:\n${lines.join("\n")}\n` +
          "Keep admin-only code in app/components/admin/ and import it only from app/routes/admin/.",
      );
    },
  };
}
