import { z } from 'zod';
import { endpoint, NoInput } from './endpoint.ts';

export const FeatureState = z.object({ name: z.string(), displayName: z.string(), isEnabled: z.boolean() });
export const FrontendText = z.object({ key: z.string(), value: z.string() });

export const platformEndpoints = {
  getAllFeatures: endpoint({
    method: 'GET',
    path: '/api/services/app/Feature/GetAllFeatures',
    input: NoInput,
    result: z.array(FeatureState),
    summary: "The tenant's feature flags",
    tag: 'Feature',
  }),
  getFrontendTexts: endpoint({
    method: 'GET',
    path: '/api/services/app/TextService/GetFrontendTexts',
    input: NoInput,
    result: z.array(FrontendText),
    summary: 'Polish interface texts (key/value)',
    tag: 'TextService',
  }),
};
