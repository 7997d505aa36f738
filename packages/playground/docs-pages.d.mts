import type { Plugin } from 'vite';
export const REPOSITORY_FILES: string;
export function htmlNameOf(markdownName: string): string;
export function siteLink(page: string, href: string): string;
export function docsPage(docsDir: string, file: string): { fileName: string; html: string };
export function docsPages(docsDir: string): Plugin;
