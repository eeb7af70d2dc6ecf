#!/usr/bin/env node
// `npm run content:fields`: writes content/FIELDS.md, every content file's fields from the schemas
// (pipeline/fieldsReference.ts); run it after changing a schema, as its unit test says.
import fs from 'node:fs';
import { FIELDS_REFERENCE, fieldsReference } from '../pipeline/fieldsReference.ts';

fs.writeFileSync(FIELDS_REFERENCE, fieldsReference());
console.log(`${FIELDS_REFERENCE} を書きました`);
