/** Reads the page model generation wrote beside a page (types.ts `pageModelPath`), checked. */
import fs from 'node:fs';
import {pageModelPath, parsePageModel, type PageModel} from './types';

/** The model beside the Markdown page `file`; an error naming both when there is none. */
export function readPageModel(file: string): PageModel {
  const modelFile = pageModelPath(file);
  if (!fs.existsSync(modelFile))
    throw new Error(`${file}: no page model beside it (${modelFile}): run npm run generate`);
  return parsePageModel(JSON.parse(fs.readFileSync(modelFile, 'utf8')), modelFile);
}
