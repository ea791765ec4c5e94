import { z } from 'zod';

/**
 * Version of the JSON contract between `docsite index` and the renderer.
 * Bump it whenever a field changes meaning or shape; the renderer refuses
 * data written under another version instead of misreading it.
 */
export const CONTRACT_VERSION = 2;

export const contractVersionSchema = z
  .literal(CONTRACT_VERSION)
  .describe('Contract version of this file; readers refuse any other value.');
