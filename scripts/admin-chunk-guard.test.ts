import { describe, expect, it } from "vitest";
import { type ChunkFacts, findAdminLeaks } from "./admin-chunk-guard.ts";

const chunk = (facts: Partial<ChunkFacts> & { fileName: string }): ChunkFacts => ({
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  ...facts,
});

const route = (file: string, imports: string[] = [], dynamicImports: string[] = []) =>
  chunk({
    fileName: `assets/${file.split("/").at(-1)}.js`,
    isEntry: true,
    facadeModuleId: `/repo/app/routes/${file}?__react-router-build-client-route`,
    moduleIds: [`/repo/app/routes/${file}`],
    imports,
    dynamicImports,
  });

describe("admin chunk guard", () => {
  it("passes when admin code is only in chunks that admin routes load", () => {
    const chunks = [
      route("news/article.tsx", ["assets/site.js"]),
      route("admin/news-list.tsx", ["assets/site.js", "assets/admin-table.js"]),
      chunk({ fileName: "assets/site.js", moduleIds: ["/repo/app/components/ui/dialog.tsx"] }),
      chunk({
        fileName: "assets/admin-table.js",
        moduleIds: ["/repo/app/components/admin/admin-table.tsx"],
      }),
    ];
    expect(findAdminLeaks(chunks)).toEqual([]);
  });

  it("names the chunk, its admin modules and a public page that loads it", () => {
    const chunks = [
      route("news/article.tsx", ["assets/site.js"]),
      chunk({
        fileName: "assets/site.js",
        moduleIds: [
          "/repo/app/components/news/news-card.tsx",
          "/repo/app/components/admin/news/news-form.tsx",
        ],
      }),
    ];
    expect(findAdminLeaks(chunks)).toEqual([
      {
        chunk: "assets/site.js",
        modules: ["/repo/app/components/admin/news/news-form.tsx"],
        loadedBy: "/repo/app/routes/news/article.tsx",
      },
    ]);
  });

  it("follows lazy imports and chains of chunks", () => {
    const chunks = [
      route("marketing/home.tsx", [], ["assets/lazy.js"]),
      chunk({ fileName: "assets/lazy.js", isDynamicEntry: true, imports: ["assets/deep.js"] }),
      chunk({ fileName: "assets/deep.js", moduleIds: ["/repo/app/routes/admin/add-video.tsx"] }),
    ];
    expect(findAdminLeaks(chunks).map((leak) => leak.chunk)).toEqual(["assets/deep.js"]);
  });
});
