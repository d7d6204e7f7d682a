/// <reference types="node" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { US_STATES } from '../../app/content/states.js';
import { BUSINESS_CATEGORIES } from '../../app/lib/db-schema.ts';
import { SEED_BADGES } from './badges.js';
import { SEED_CITIES, citySlug, generatedCountFor } from './cities.js';
import { businessSlug, generateBusinesses, siteNames } from './generate-businesses.js';
import { SAMPLE_BUSINESSES, type SeedBusiness } from './sample-businesses.js';

const ALL_CATEGORIES: readonly string[] = BUSINESS_CATEGORIES;
const CORE_CATEGORIES = ALL_CATEGORIES.filter((c) => c !== 'other');
const PHONE_RE = /^\(\d{3}\) 555-01\d{2}$/;
const EMAIL_RE = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;
const ADDRESS_RE = /^\d+ .+ (St|Ave|Blvd|Rd|Dr), .+, [A-Z]{2} \d{5}$/;

const cityInputs = SEED_CITIES.map((c) => ({ ...c, slug: citySlug(c.name) }));
const generatedByCity = cityInputs.map((c) => ({ city: c, businesses: generateBusinesses(c) }));
const allGenerated = generatedByCity.flatMap((g) => g.businesses);

function hasOneDecimal(n: number): boolean {
  return Math.abs(n * 10 - Math.round(n * 10)) < 1e-9;
}

function expectValidBusiness(b: SeedBusiness): void {
  expect(b.name.trim()).toBe(b.name);
  expect(b.name.length).toBeGreaterThan(0);
  expect(ALL_CATEGORIES).toContain(b.category);
  expect(b.description.length).toBeGreaterThan(40);
  expect(b.rating).toBeGreaterThanOrEqual(0);
  expect(b.rating).toBeLessThanOrEqual(5);
  expect(hasOneDecimal(b.rating)).toBe(true);
  expect(Number.isInteger(b.safetyScore)).toBe(true);
  expect(b.safetyScore).toBeGreaterThanOrEqual(0);
  expect(b.safetyScore).toBeLessThanOrEqual(100);
  if (b.phone !== null) expect(b.phone).toMatch(PHONE_RE);
  if (b.email !== null) expect(b.email).toMatch(EMAIL_RE);
  if (b.website !== null) expect(b.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.[a-z]{2,}$/);
  expect(b.certifications.length).toBeLessThanOrEqual(3);
  expect(new Set(b.badges).size).toBe(b.badges.length);
  for (const badge of b.badges) expect(['osha', 'state', 'city']).toContain(badge);
}

describe('US_STATES', () => {
  it('lists 50 unique states sorted by name', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((s) => s.abbr)).size).toBe(50);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(50);
    for (const s of US_STATES) expect(s.abbr).toMatch(/^[A-Z]{2}$/);
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('SEED_CITIES', () => {
  it('has 52 cities with unique slugs', () => {
    expect(SEED_CITIES).toHaveLength(52);
    expect(new Set(SEED_CITIES.map((c) => citySlug(c.name))).size).toBe(52);
  });

  it('gives bigger cities more sample businesses, between 4 and 18, about 424 in all', () => {
    const count = (name: string) => generatedCountFor(SEED_CITIES.find((c) => c.name === name)!.population);
    const counts = SEED_CITIES.map((c) => generatedCountFor(c.population));
    expect(Math.min(...counts)).toBe(4);
    expect(Math.max(...counts)).toBeLessThanOrEqual(18);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThan(450);
    expect(new Set(counts).size).toBeGreaterThan(8);
    expect(count('New York')).toBeGreaterThan(count('Denver'));
    expect(count('Denver')).toBeGreaterThan(count('Bangor'));
  });

  it('covers every state and only real state abbreviations', () => {
    const abbrs = new Set(US_STATES.map((s) => s.abbr));
    for (const c of SEED_CITIES) expect(abbrs.has(c.state)).toBe(true);
    expect(new Set(SEED_CITIES.map((c) => c.state))).toEqual(abbrs);
  });

  it('includes the required cities', () => {
    const keys = new Set(SEED_CITIES.map((c) => `${c.name}, ${c.state}`));
    for (const required of [
      'Birmingham, AL',
      'Anchorage, AK',
      'Little Rock, AR',
      'Denver, CO',
      'Hartford, CT',
      'Wilmington, DE',
      'Milwaukee, WI',
    ]) {
      expect(keys.has(required)).toBe(true);
    }
  });

  it('slugifies names as lowercase with dashes', () => {
    expect(citySlug('Little Rock')).toBe('little-rock');
    expect(citySlug('  Salt   Lake City ')).toBe('salt-lake-city');
    expect(citySlug('St. Louis')).toBe('st-louis');
    for (const c of SEED_CITIES) expect(citySlug(c.name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('SEED_BADGES', () => {
  it('has 9 free badges with unique kebab-case ids', () => {
    expect(SEED_BADGES).toHaveLength(9);
    expect(new Set(SEED_BADGES.map((b) => b.id)).size).toBe(9);
    for (const b of SEED_BADGES) {
      expect(b.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(b.price).toBe(0);
      expect(b.name.length).toBeGreaterThan(0);
      expect(b.description.length).toBeGreaterThan(20);
      expect(b.image).toBe(`/badges/${b.id}.svg`);
    }
  });

  it('has an SVG file for every badge', () => {
    for (const b of SEED_BADGES) {
      expect(existsSync(join(process.cwd(), 'public', b.image))).toBe(true);
    }
  });
});

describe('SAMPLE_BUSINESSES', () => {
  it('has 7 valid businesses located in seeded cities', () => {
    expect(SAMPLE_BUSINESSES).toHaveLength(7);
    const cityKeys = new Set(SEED_CITIES.map((c) => `${c.name}|${c.state}`));
    for (const b of SAMPLE_BUSINESSES) {
      expect(cityKeys.has(`${b.city}|${b.state}`)).toBe(true);
      expect(b.address.endsWith(`, ${b.city}, ${b.state} ${b.address.slice(-5)}`)).toBe(true);
      expect(b.safetyScore).toBeGreaterThanOrEqual(82);
      expect(b.rating).toBeGreaterThanOrEqual(4);
      expect(b.certifications.length).toBeGreaterThanOrEqual(1);
      expectValidBusiness(b);
    }
    expect(new Set(SAMPLE_BUSINESSES.map((b) => b.name)).size).toBe(7);
  });
});

describe('businessSlug', () => {
  it('drops apostrophes and punctuation', () => {
    expect(businessSlug("O'Brien's Bistro")).toBe('obriens-bistro');
    expect(businessSlug('Maple Kitchen & Bar')).toBe('maple-kitchen-bar');
    expect(businessSlug('Tri-Star Plastics')).toBe('tri-star-plastics');
  });
});

describe('generateBusinesses', () => {
  it('is deterministic', () => {
    for (const c of cityInputs.slice(0, 10)) {
      expect(generateBusinesses(c)).toEqual(generateBusinesses(c));
    }
  });

  it('differs between cities', () => {
    const [first, second] = generatedByCity;
    expect(first?.businesses.map((b) => b.name)).not.toEqual(second?.businesses.map((b) => b.name));
  });

  it('gives no two businesses of the site one name or web domain, leaving the rest of a city as it was', () => {
    const taken = siteNames(SAMPLE_BUSINESSES);
    const site = cityInputs.flatMap((c) => generateBusinesses(c, generatedCountFor(c.population), taken));
    const all = [...SAMPLE_BUSINESSES, ...site];
    expect(new Set(all.map((b) => b.name.toLowerCase())).size).toBe(all.length);
    expect(new Set(site.map((b) => b.website).filter(Boolean)).size).toBe(site.filter((b) => b.website).length);
    // Deterministic, and only names change: the same city's descriptions and scores with or without the others.
    const takenAgain = siteNames(SAMPLE_BUSINESSES);
    const again = cityInputs.flatMap((c) => generateBusinesses(c, generatedCountFor(c.population), takenAgain));
    expect(again).toEqual(site);
    const alone = cityInputs.flatMap((c) => generateBusinesses(c, generatedCountFor(c.population)));
    expect(alone.map(({ name: _name, email: _email, website: _website, ...rest }) => rest)).toEqual(site.map(({ name: _name, email: _email, website: _website, ...rest }) => rest));
  });

  it('returns `count` businesses with unique names, slugs and all core categories', () => {
    for (const { businesses } of generatedByCity) {
      expect(businesses).toHaveLength(8);
      expect(new Set(businesses.map((b) => b.name.toLowerCase())).size).toBe(businesses.length);
      expect(new Set(businesses.map((b) => businessSlug(b.name))).size).toBe(businesses.length);
      const categories = new Set(businesses.map((b) => b.category));
      expect(categories.size).toBeGreaterThanOrEqual(7);
      for (const core of CORE_CATEGORIES) expect(categories.has(core as SeedBusiness['category'])).toBe(true);
    }
  });

  it('honors custom counts', () => {
    const denver = { name: 'Denver', state: 'CO', slug: 'denver' };
    expect(generateBusinesses(denver, 0)).toEqual([]);
    expect(generateBusinesses(denver, 3)).toHaveLength(3);
    const many = generateBusinesses(denver, 20);
    expect(many).toHaveLength(20);
    expect(new Set(many.map((b) => b.name)).size).toBe(20);
    expect(new Set(many.map((b) => b.category)).size).toBeGreaterThanOrEqual(7);
  });

  it('produces well-formed values', () => {
    for (const { city, businesses } of generatedByCity) {
      for (const b of businesses) {
        expectValidBusiness(b);
        expect(b.rating).toBeGreaterThanOrEqual(3.5);
        expect(b.safetyScore).toBeGreaterThanOrEqual(70);
        expect(b.safetyScore).toBeLessThanOrEqual(99);
        expect(b.address).toMatch(ADDRESS_RE);
        expect(b.address).toContain(`, ${city.name}, ${city.state} `);
        expect(b.phone).toMatch(PHONE_RE);
        if (b.email !== null) expect(b.email.startsWith('info@')).toBe(true);
        if (b.email !== null && b.website !== null) {
          expect(b.website).toBe(`https://www.${b.email.slice('info@'.length)}`);
        }
      }
      const phones = businesses.map((b) => b.phone);
      expect(new Set(phones).size).toBe(phones.length);
    }
  });

  it('spreads safety scores over all four color bands', () => {
    const band = (s: number) => (s >= 95 ? 'a' : s >= 90 ? 'b' : s >= 80 ? 'c' : 'd');
    expect(new Set(allGenerated.map((b) => band(b.safetyScore)))).toEqual(new Set(['a', 'b', 'c', 'd']));
  });

  it('assigns badges with plausible frequencies', () => {
    const share = (badge: string) =>
      allGenerated.filter((b) => (b.badges as string[]).includes(badge)).length / allGenerated.length;
    expect(share('osha')).toBeGreaterThan(0.4);
    expect(share('osha')).toBeLessThan(0.7);
    expect(share('state')).toBeGreaterThan(0.3);
    expect(share('state')).toBeLessThan(0.6);
    expect(share('city')).toBeGreaterThan(0.2);
    expect(share('city')).toBeLessThan(0.5);
  });
});
