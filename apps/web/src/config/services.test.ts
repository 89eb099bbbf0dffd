import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from './product-pages';
import { SERVICES, isServiceType, servicesByType } from './services';

describe('services catalogue', () => {
  it('groups every service under its type, in the order of the specification', () => {
    const groups = servicesByType();
    expect(groups.map((group) => group.type)).toEqual([...SERVICE_TYPES]);
    expect(groups.flatMap((group) => group.services)).toHaveLength(SERVICES.length);
  });
  it('leaves the director search out of the compact version only', () => {
    const ids = (compact: boolean) => servicesByType({ compact }).flatMap((group) => group.services.map((service) => service.id));
    expect(ids(false)).toContain('dirigeants');
    expect(ids(true)).not.toContain('dirigeants');
    expect(ids(true)).toHaveLength(SERVICES.length - 1);
  });
  it('filters by type', () => {
    const groups = servicesByType({ type: 'intellectual-property' });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.services.map((service) => service.id)).toEqual(['marques', 'brevets']);
  });
  it('recognises the service types', () => {
    expect(isServiceType('finance')).toBe(true);
    expect(isServiceType('cooking')).toBe(false);
  });
});
