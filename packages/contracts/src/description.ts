import { z } from 'zod';
import { endpoint, NoInput, NoResult } from './endpoint.ts';
import { id, int, INT4_MAX, queryId, queryInt, text } from './input.ts';
import { message } from './messages.ts';

/**
 * Stored descriptions and their categories (spec 002 §10, spec 000 §7.2): texts of type 0 diagnosis
 * ('Rozpoznanie'), 1 recommendations ('Zalecenia'), 2 course ('Przebieg'), shared in the clinic or
 * private to their author, picked into a visit's course.
 */
export const DESCRIPTION_TYPES = [0, 1, 2] as const;
export type DescriptionType = (typeof DESCRIPTION_TYPES)[number];
/** The picker's and the list's page sizes (spec 000 §9: 10, 20, 50, 100, 200). */
export const DESCRIPTION_PAGE_SIZES = [10, 20, 50, 100, 200] as const;
export const DESCRIPTION_SORTINGS = ['name', 'description', 'type'] as const;
/** The longest name of a description or a category, and of a description's text. */
export const DESCRIPTION_NAME_MAX = 200;
export const DESCRIPTION_TEXT_MAX = 10_000;

export const DescriptionCategoryDto = z.object({ id: z.number().int(), description: z.string() });
export type DescriptionCategoryDto = z.infer<typeof DescriptionCategoryDto>;

export const DescriptionDto = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.number().int(),
  is_private: z.boolean(),
  categories: z.array(DescriptionCategoryDto),
});
export type DescriptionDto = z.infer<typeof DescriptionDto>;

const QueryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
const TYPE_MESSAGE = message('contract.descriptionTypeInvalid');
const Type = queryInt(0, DESCRIPTION_TYPES.length - 1, TYPE_MESSAGE);

/** The filters of the picker and of the /descriptions list (spec 000 §7.2 getDescriptions). */
export const GetDescriptionsInput = z.object({
  nameText: text().trim().max(DESCRIPTION_NAME_MAX).optional(),
  descriptionText: text().trim().max(DESCRIPTION_NAME_MAX).optional(),
  SkipCount: queryInt(0, INT4_MAX).default(0),
  MaxResultCount: queryInt(1, INT4_MAX)
    .refine(
      (n) => (DESCRIPTION_PAGE_SIZES as readonly number[]).includes(n),
      message('contract.pageSizeInvalid'),
    )
    .default(10),
  /** A column with an optional ' asc' or ' desc', e.g. `name desc`. */
  sorting: z
    .string()
    .regex(
      new RegExp(`^(${DESCRIPTION_SORTINGS.join('|')})( (asc|desc))?$`),
      message('contract.sortingInvalid'),
    )
    .optional(),
  /** true: only the caller's private descriptions; otherwise the shared ones and the caller's own. */
  isPrivate: QueryBoolean.optional(),
  /** Category ids as a comma list: descriptions in any of them. */
  categories: z
    .string()
    .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, message('contract.descriptionCategoriesInvalid'))
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '')
        .map(Number),
    )
    .optional(),
  type: Type.optional(),
});
export type GetDescriptionsInput = z.input<typeof GetDescriptionsInput>;

export const GetDescriptionsOutput = z.object({
  items: z.array(DescriptionDto),
  totalCount: z.number().int(),
});
export type GetDescriptionsOutput = z.infer<typeof GetDescriptionsOutput>;

/** What the add/edit dialog edits: name and text required, type 0–2, privacy, categories. */
export const AddDescriptionInput = z.object({
  name: text()
    .trim()
    .min(1, message('contract.descriptionNameRequired'))
    .max(DESCRIPTION_NAME_MAX, message('contract.descriptionNameTooLong')),
  description: text()
    .trim()
    .min(1, message('contract.descriptionTextRequired'))
    .max(DESCRIPTION_TEXT_MAX, message('contract.descriptionTextTooLong')),
  type: int(0, DESCRIPTION_TYPES.length - 1, TYPE_MESSAGE),
  is_private: z.boolean().default(false),
  categoryIds: z.array(id()).max(100).default([]),
});
export type AddDescriptionInput = z.input<typeof AddDescriptionInput>;

export const UpdateDescriptionInput = AddDescriptionInput.extend({ id: id() });
export type UpdateDescriptionInput = z.input<typeof UpdateDescriptionInput>;

export const DescriptionIdInput = z.object({ Id: queryId() });

export const AddCategoryInput = z.object({
  description: text()
    .trim()
    .min(1, message('contract.categoryNameRequired'))
    .max(DESCRIPTION_NAME_MAX, message('contract.descriptionNameTooLong')),
});
export type AddCategoryInput = z.input<typeof AddCategoryInput>;

export const UpdateCategoryInput = AddCategoryInput.extend({ id: id() });
export type UpdateCategoryInput = z.input<typeof UpdateCategoryInput>;

const tag = 'Description';
const base = '/api/services/app/Description';

export const descriptionEndpoints = {
  getAllCategories: endpoint({
    method: 'GET',
    path: `${base}/GetAllCategories`,
    input: NoInput,
    result: z.array(DescriptionCategoryDto),
    summary: 'Every description category of the clinic, by name',
    tag,
  }),
  addCategory: endpoint({
    method: 'POST',
    path: `${base}/AddCategory`,
    input: AddCategoryInput,
    result: DescriptionCategoryDto,
    summary: 'Adds a description category',
    tag,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: `${base}/UpdateCategory`,
    input: UpdateCategoryInput,
    result: DescriptionCategoryDto,
    summary: 'Renames a description category',
    tag,
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteCategory`,
    input: DescriptionIdInput,
    result: NoResult,
    summary: 'Deletes a category; its descriptions stay, without it',
    tag,
  }),
  getAllDescriptions: endpoint({
    method: 'GET',
    path: `${base}/GetAllDescriptions`,
    input: GetDescriptionsInput,
    result: GetDescriptionsOutput,
    summary: 'One page of the descriptions the user sees (the /descriptions screen)',
    tag,
  }),
  getDescriptions: endpoint({
    method: 'GET',
    path: `${base}/GetDescriptions`,
    input: GetDescriptionsInput,
    result: GetDescriptionsOutput,
    summary: 'One page of the descriptions the user sees (the visit course picker)',
    tag,
  }),
  addNewDescription: endpoint({
    method: 'POST',
    path: `${base}/AddNewDescription`,
    input: AddDescriptionInput,
    result: DescriptionDto,
    summary: 'Adds a description, shared or private to its author',
    tag,
  }),
  updateDescription: endpoint({
    method: 'PUT',
    path: `${base}/UpdateDescription`,
    input: UpdateDescriptionInput,
    result: DescriptionDto,
    summary: 'Changes a description the user sees',
    tag,
  }),
  deleteDescription: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteDescription`,
    input: DescriptionIdInput,
    result: NoResult,
    summary: 'Deletes a description the user sees',
    tag,
  }),
};
