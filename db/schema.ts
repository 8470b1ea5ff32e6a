// The whole data model: one Drizzle schema for PGlite and PostgreSQL alike, in parts by area
// (db/schema/*.ts); this module gathers them, and is what the app (`#db/schema`) and drizzle-kit
// read. Table and column names follow the specification; JS keys equal column names so queries
// read like the spec (`courses.title_fr`).

export * from "./schema/community";
export * from "./schema/compliance";
export * from "./schema/content";
export * from "./schema/courses";
export * from "./schema/delivery";
export * from "./schema/infrastructure";
export * from "./schema/quality";
export * from "./schema/settings";
export * from "./schema/users";
