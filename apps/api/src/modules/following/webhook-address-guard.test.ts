import { describe, expect, it } from 'vitest';
import { embeddedIpv4, isPublicAddress, webhookUrlProblem } from './webhook-address-guard';

describe('the webhook address guard and IPv6 forms of IPv4 addresses', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['::127.0.0.1', '127.0.0.1'],
    ['::7f00:1', '127.0.0.1'],
    ['::ffff:0:10.0.0.1', '10.0.0.1'],
    ['::ffff:0:a00:1', '10.0.0.1'],
    ['64:ff9b::192.168.1.1', '192.168.1.1'],
    ['64:ff9b::a9fe:a9fe', '169.254.169.254'],
    ['2002:c0a8:101::1', '192.168.1.1'],
    ['2002:7f00:1:0:0:0:0:1', '127.0.0.1'],
    ['0:0:0:0:0:ffff:808:808', '8.8.8.8'],
  ])('reads %s as carrying %s', (address, ipv4) => {
    expect(embeddedIpv4(address)).toBe(ipv4);
  });

  it('finds no IPv4 address in a plain IPv6 one', () => {
    expect(embeddedIpv4('2a00:1450:4007:80e::200e')).toBeNull();
    expect(embeddedIpv4('fe80::1')).toBeNull();
  });

  it.each([
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::127.0.0.1',
    '::7f00:1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:7f00:1',
    '::ffff:10.1.2.3',
    '::ffff:a9fe:a9fe',
    '::ffff:0:192.168.0.1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::c0a8:1',
    '2002:0a00:0001::1',
    '2002:7f00:1::',
    '::',
    '::1',
    '::0.0.0.0',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '::ffff:8.8.8.8', '::ffff:808:808', '2a00:1450:4007:80e::200e'])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    'https://[::127.0.0.1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:7f00:1]/hook',
    'https://[::ffff:0:7f00:1]/hook',
    'https://[64:ff9b::10.0.0.1]/hook',
    'https://[2002:c0a8:101::1]/hook',
  ])('refuses the webhook URL %s as not public', (url) => {
    expect(webhookUrlProblem(url, false)).toBe('not-public');
  });

  it('accepts a public IPv4-mapped literal', () => {
    expect(webhookUrlProblem('https://[::ffff:8.8.8.8]/hook', false)).toBeNull();
  });
});
