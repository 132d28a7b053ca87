"""Hostile files that are not honest workbooks: damaged bytes, other formats
behind a spreadsheet's extension, zip bombs and oversize bodies. Each function writes `path`.
"""
import random
import struct
import zipfile
import zlib

MB = 1024 * 1024


def random_bytes(path, size, seed):
    with open(path, "wb") as f:
        f.write(random.Random(seed).randbytes(size))


def truncated_copy(path, source, fraction):
    """The first `fraction` of `source`: a workbook cut off in transfer (no central directory)."""
    with open(source, "rb") as f:
        data = f.read()
    with open(path, "wb") as f:
        f.write(data[: int(len(data) * fraction)])


def png(path):
    """A real 64x64 grey PNG image."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"".join(b"\x00" + bytes([0x80] * 64) for _ in range(64))
    header = struct.pack(">IIBBBBB", 64, 64, 8, 0, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw))
                + chunk(b"IEND", b""))


def word_zip(path):
    """A zip that is a word-processing document, not a workbook."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types/>')
        z.writestr("word/document.xml", "<w:document><w:body>Rates</w:body></w:document>")


def text(path, content):
    with open(path, "w", encoding="utf-8") as f:
        f.write(content)


def ole2_garbage(path, seed):
    """The OLE2 signature of an .xls followed by noise."""
    with open(path, "wb") as f:
        f.write(bytes([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]))
        f.write(random.Random(seed).randbytes(8 * 512))


def _stream_part(z, name, unpacked_mb, filler):
    with z.open(name, "w") as part:
        part.write(b'<?xml version="1.0"?><worksheet><sheetData>')
        block = filler * (MB // len(filler))
        for _ in range(unpacked_mb):
            part.write(block)
        part.write(b"</sheetData></worksheet>")


def _workbook_skeleton(z):
    z.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types/>')
    z.writestr("xl/workbook.xml",
               '<?xml version="1.0"?><workbook><sheets><sheet name="Rates" sheetId="1" r:id="rId1"/>'
               "</sheets></workbook>")


def zip_bomb(path, unpacked_mb):
    """An .xlsx whose one sheet unpacks to `unpacked_mb` MB of blanks (a few hundred KB packed)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        _workbook_skeleton(z)
        _stream_part(z, "xl/worksheets/sheet1.xml", unpacked_mb, b" ")


def zip_bomb_lying(path, unpacked_mb, declared):
    """As zip_bomb, but the zip's headers declare `declared` bytes unpacked for the sheet, so a
    check of the declared sizes alone passes; the reader must stop at the declared size."""
    zip_bomb(path, unpacked_mb)
    with open(path, "rb") as f:
        data = bytearray(f.read())
    eocd = data.rfind(b"PK\x05\x06")
    entries, = struct.unpack_from("<H", data, eocd + 10)
    offset, = struct.unpack_from("<I", data, eocd + 16)
    for _ in range(entries):
        name_len, extra_len, comment_len = struct.unpack_from("<HHH", data, offset + 28)
        local, = struct.unpack_from("<I", data, offset + 42)
        name = bytes(data[offset + 46: offset + 46 + name_len])
        if name.endswith(b"sheet1.xml"):
            struct.pack_into("<I", data, offset + 24, declared)  # central directory size
            struct.pack_into("<I", data, local + 22, declared)  # local header size
        offset += 46 + name_len + extra_len + comment_len
    with open(path, "wb") as f:
        f.write(data)


def zip_many_parts(path, parts):
    """An .xlsx with `parts` zip entries (the limit is 1,000)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as z:
        _workbook_skeleton(z)
        for i in range(parts):
            z.writestr(f"xl/media/part{i}.bin", b"")


def ods_repeat_bomb(path):
    """An .ods of a few hundred bytes whose one cell is repeated across 16,384 columns and 1,000
    rows (under the row limit): laid out it is 16 million cells."""
    content = (
        '<?xml version="1.0"?><office:document-content '
        'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0">'
        '<office:body><office:spreadsheet><table:table table:name="Rates">'
        '<table:table-row table:number-rows-repeated="1000">'
        '<table:table-cell table:number-columns-repeated="16384" office:value-type="float" office:value="1"/>'
        "</table:table-row></table:table></office:spreadsheet></office:body></office:document-content>")
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet", zipfile.ZIP_STORED)
        z.writestr("content.xml", content, zipfile.ZIP_DEFLATED)
