// Literal addresses only: nothing here resolves a name or opens a connection.
import { describe, expect, it } from 'vitest';
import { classifyAddress, literalAddress, parseIpv4, parseIpv6 } from './address-classifier';

const refused = (address: string) => {
  const verdict = classifyAddress(address);
  return verdict.allowed ? null : verdict.range;
};

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'cloud-metadata'],
    ['100.64.0.1', 'carrier-grade-nat'],
    ['100.127.255.255', 'carrier-grade-nat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fd00:ec2::254', 'cloud-metadata'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'ipv4-mapped'],
    ['::ffff:7f00:1', 'ipv4-mapped'],
    ['::ffff:8.8.8.8', 'ipv4-mapped'],
    ['::127.0.0.1', 'ipv4-mapped'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a9fe:a9fe::1', 'cloud-metadata'],
    ['2001:0:4136:e378::1', 'tunnel'],
    ['2001:db8::1', 'documentation'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refused(address)).toBe(range);
  });

  it.each([
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0x7F.0.0.1', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['127.0.1', 'loopback'],
    ['017700000001', 'loopback'],
    ['0', 'unspecified'],
    ['3232235777', 'private'],
    ['0xa9.0xfe.0xa9.0xfe', 'cloud-metadata'],
    ['169.254.43518', 'cloud-metadata'],
    ['012.0.0.1', 'private'],
  ])('refuses the odd IPv4 spelling %s (%s)', (address, range) => {
    expect(refused(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '2a00:1450:4001::200e',
  ])('allows the public address %s', (address) => {
    expect(classifyAddress(address).allowed).toBe(true);
  });

  it('does not take names, junk or out-of-range numbers for addresses', () => {
    for (const input of [
      'example.com',
      'localhost',
      '1.2.3.4.5',
      '256.0.0.1',
      '4294967296',
      '0x1g',
      '::ffff::1',
      '',
    ]) {
      expect(classifyAddress(input).allowed).toBe(false);
    }
  });
});

describe('parsers', () => {
  it('reads IPv4 like inet_aton', () => {
    expect(parseIpv4('127.1')).toBe(0x7f000001);
    expect(parseIpv4('1.2.3.4')).toBe(0x01020304);
    expect(parseIpv4('08.0.0.1')).toBeNull();
    expect(parseIpv4('1.256.0.1')).toBeNull();
  });

  it('expands IPv6 with and without an IPv4 tail', () => {
    expect(parseIpv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6('not-v6')).toBeNull();
  });

  it('finds IP literals in URL hosts, in any spelling', () => {
    expect(literalAddress('[::1]')).toBe('::1');
    expect(literalAddress('2130706433')).toBe('127.0.0.1');
    expect(literalAddress('0x7f000001')).toBe('127.0.0.1');
    expect(literalAddress('example.com')).toBeNull();
    expect(literalAddress('[nonsense]')).toBeNull();
  });
});
