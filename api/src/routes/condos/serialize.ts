import type { Condo } from '../../db/schema';

export function toCondoListItem(condo: Omit<Condo, 'configurations'>) {
  return {
    id: condo.id,
    name: condo.name,
    alias_name: condo.aliasName,
    status: condo.status as 'active' | 'inactive',
    completed: condo.completed,
    guard_house: condo.guardHouse,
    default_country_code: condo.defaultCountryCode,
    email: condo.email,
    location: condo.location,
    logo_url: condo.logoUrl,
    url_host: condo.urlHost,
    web_apps: condo.webApps,
    contractor: condo.contractor,
    guest: condo.guest,
    delivery: condo.delivery,
    invite: condo.invite,
    allow_login: condo.allowLogin,
    created_at: condo.createdAt.toISOString(),
    updated_at: condo.updatedAt.toISOString(),
  };
}

export function toCondo(condo: Condo) {
  return { ...toCondoListItem(condo), configurations: condo.configurations };
}
