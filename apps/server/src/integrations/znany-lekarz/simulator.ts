import type { MarketplaceDoctor, MarketplaceFacility } from '@wizytownik/contracts';
import { ZnanyLekarzError, type ZnanyLekarzPort } from './port.ts';

/** A marketplace account's facilities with their doctors. */
export type Estate = ReadonlyArray<MarketplaceFacility & { readonly doctors: readonly MarketplaceDoctor[] }>;

/** The simulator's fixed account: the same ids on every start, so links to doctors survive restarts. */
export const SIMULATED_ESTATE: Estate = [
  {
    id: '240101',
    name: 'Gabinet Demo – Kraków (symulator)',
    doctors: [
      { id: '551001', name: 'Anna', surname: 'Nowak' },
      { id: '551002', name: 'Piotr', surname: 'Wiśniewski' },
      { id: '551003', name: 'Katarzyna', surname: 'Wójcik' },
    ],
  },
  {
    id: '240102',
    name: 'Filia Nowa Huta (symulator)',
    doctors: [
      { id: '551004', name: 'Tomasz', surname: 'Kowalczyk' },
      { id: '551005', name: 'Magdalena', surname: 'Kamińska' },
    ],
  },
];

/** The marketplace without the network (the default): answers from a fixed estate like the API does. */
export function createZnanyLekarzSimulator(estate: Estate = SIMULATED_ESTATE): ZnanyLekarzPort {
  return {
    getFacilities: async () => estate.map(({ id, name }) => ({ id, name })),
    async getDoctors(facilityId) {
      const facility = estate.find((f) => f.id === facilityId);
      if (!facility) throw new ZnanyLekarzError('notFound', `facility ${facilityId} not found`);
      return facility.doctors.map((d) => ({ ...d }));
    },
  };
}
