/** The UTM parameters of a landing address: which campaign link brought the visitor. */
export interface Campaign {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

const maxLength = 100;

function parameter(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim().toLowerCase();
  return value ? value.slice(0, maxLength) : null;
}

/** utm_source, utm_medium and utm_campaign, lower-cased and cut to 100 characters each. */
export function campaignOf(query: URLSearchParams): Campaign {
  return {
    utmSource: parameter(query, 'utm_source'),
    utmMedium: parameter(query, 'utm_medium'),
    utmCampaign: parameter(query, 'utm_campaign'),
  };
}
