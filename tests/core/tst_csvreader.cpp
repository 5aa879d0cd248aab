// CsvReader (core/io/csvreader.h): RFC 4180 records, line ends, BOM, UTF-8 and syntax errors with positions.
#include "csvreader.h"
#include "textcheck.h"

#include <QTest>

using namespace gp;
using namespace Qt::StringLiterals;

namespace {

QList<QStringList> readAll(const QByteArray& data, CsvReader& r)
{
    QList<QStringList> out;
    std::vector<std::string_view> f;
    while (r.next(f)) {
        QStringList row;
        for (std::string_view s : f)
            row << QString::fromUtf8(s.data(), qsizetype(s.size()));
        out << row;
    }
    Q_UNUSED(data);
    return out;
}

} // namespace

class tst_CsvReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void records_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QList<QStringList>>("rows");
        QTest::addColumn<QList<int>>("lines");
        QTest::newRow("LF") << QByteArray("a,b\n1,2\n")
                            << QList<QStringList>{{u"a"_s, u"b"_s}, {u"1"_s, u"2"_s}} << QList<int>{1, 2};
        QTest::newRow("CRLF") << QByteArray("a,b\r\n1,2\r\n")
                              << QList<QStringList>{{u"a"_s, u"b"_s}, {u"1"_s, u"2"_s}} << QList<int>{1, 2};
        QTest::newRow("CR only") << QByteArray("a,b\r1,2")
                                 << QList<QStringList>{{u"a"_s, u"b"_s}, {u"1"_s, u"2"_s}}
                                 << QList<int>{1, 2};
        QTest::newRow("no final newline")
            << QByteArray("a,b\n1,2") << QList<QStringList>{{u"a"_s, u"b"_s}, {u"1"_s, u"2"_s}}
            << QList<int>{1, 2};
        QTest::newRow("empty fields")
            << QByteArray("a,,\n,x,\n") << QList<QStringList>{{u"a"_s, u""_s, u""_s}, {u""_s, u"x"_s, u""_s}}
            << QList<int>{1, 2};
        QTest::newRow("quoted comma") << QByteArray("\"{'a': 1, 'b': 2}\",z\n")
                                      << QList<QStringList>{{u"{'a': 1, 'b': 2}"_s, u"z"_s}} << QList<int>{1};
        QTest::newRow("doubled quotes") << QByteArray("\"say \"\"hi\"\"\",2\n")
                                        << QList<QStringList>{{u"say \"hi\""_s, u"2"_s}} << QList<int>{1};
        QTest::newRow("line break in quotes")
            << QByteArray("\"two\nlines\",x\nnext,y\n")
            << QList<QStringList>{{u"two\nlines"_s, u"x"_s}, {u"next"_s, u"y"_s}} << QList<int>{1, 3};
        QTest::newRow("blank lines skipped")
            << QByteArray("a\n\n\nb\n") << QList<QStringList>{{u"a"_s}, {u"b"_s}} << QList<int>{1, 4};
        QTest::newRow("UTF-8") << QByteArray("region\nSão Paulo\n")
                               << QList<QStringList>{{u"region"_s}, {u"São Paulo"_s}} << QList<int>{1, 2};
    }

    void records()
    {
        QFETCH(QByteArray, data);
        QFETCH(QList<QStringList>, rows);
        QFETCH(QList<int>, lines);
        CsvReader r(data, u"t.csv"_s);
        QVERIFY(!r.fileError());
        QList<QStringList> got;
        QList<int> gotLines;
        std::vector<std::string_view> f;
        while (r.next(f)) {
            QStringList row;
            for (std::string_view s : f)
                row << QString::fromUtf8(s.data(), qsizetype(s.size()));
            got << row;
            gotLines << r.line();
        }
        QVERIFY(!r.error());
        QCOMPARE(got, rows);
        QCOMPARE(gotLines, lines);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unclosed quote") << QByteArray("a,b\n1,\"open\n2,3\n")
                                        << u"t.csv:2:3: a quoted field opened here is never closed"_s;
        QTest::newRow("quote in unquoted field")
            << QByteArray("a,b\n1x\"y,2\n") << u"t.csv:2:3: a quote inside"_s;
        QTest::newRow("text after closing quote")
            << QByteArray("\"a\"b,c\n") << u"t.csv:1:4: expected a comma or the end of the line"_s;
    }

    void errors()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, expected);
        CsvReader r(data, u"t.csv"_s);
        QVERIFY(!r.fileError());
        readAll(data, r);
        QVERIFY(r.error());
        QVERIFY2(r.error()->toString().startsWith(expected), qPrintable(r.error()->toString()));
        QCOMPARE(r.error()->code, ErrorCode::Syntax);
    }

    void fileErrors_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << u"t.csv: the file is empty"_s;
        QTest::newRow("only blank lines") << QByteArray("\r\n\n") << u"t.csv: the file is empty"_s;
        QTest::newRow("Latin-1") << QByteArray("a,b\nS\xe3o,1\n")
                                 << u"t.csv:2:2: not UTF-8 text (byte 0xe3)"_s;
        QTest::newRow("overlong") << QByteArray("x\xc0\xafy") << u"t.csv:1:2: not UTF-8"_s;
        QTest::newRow("surrogate") << QByteArray("ok\n\xed\xa0\x80") << u"t.csv:2:1: not UTF-8"_s;
        QTest::newRow("UTF-16LE")
            << QByteArray("\xff\xfe\x61\x00\x2c\x00\x62\x00\x0a\x00\x78\x00\x2c\x00\x31\x00\x0a\x00", 18)
            << u"t.csv:1:1: UTF-16LE text, not UTF-8: save the file as UTF-8"_s;
        QTest::newRow("UTF-16LE without a mark, a word in Chinese")
            << QByteArray("\x70\x00\x72\x00\x6f\x00\x76\x00\x69\x00\x64\x00\x65\x00\x72\x00\x2c\x00\x67\x00"
                          "\x70\x00\x75\x00\x5f\x00\x6d\x00\x6f\x00\x64\x00\x65\x00\x6c\x00\x2c\x00\x69\x00"
                          "\x6e\x00\x73\x00\x74\x00\x61\x00\x6e\x00\x63\x00\x65\x00\x2c\x00\x6e\x00\x6f\x00"
                          "\x74\x00\x65\x00\x0a\x00\x61\x00\x77\x00\x73\x00\x2c\x00\x48\x00\x31\x00\x30\x00"
                          "\x30\x00\x2c\x00\x70\x00\x35\x00\x2c\x00\x2d\x4e\x87\x65\x0a\x00",
                          96)
            << u"t.csv:1:1: UTF-16LE text, not UTF-8"_s;
        QTest::newRow("UTF-32BE")
            << QByteArray("\x00\x00\xfe\xff\x00\x00\x00\x61\x00\x00\x00\x2c\x00\x00\x00\x62\x00\x00\x00\x0a",
                          20)
            << u"t.csv:1:1: UTF-32BE text"_s;
        QTest::newRow("truncated sequence") << QByteArray("ab\xe2\x82") << u"t.csv:1:3: not UTF-8"_s;
    }

    void fileErrors()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, expected);
        CsvReader r(data, u"t.csv"_s);
        QVERIFY(r.fileError());
        QVERIFY2(r.fileError()->toString().startsWith(expected), qPrintable(r.fileError()->toString()));
        std::vector<std::string_view> f;
        QVERIFY(!r.next(f));
    }

    // The catalog's limit of 4,096 characters is one of characters, not of UTF-16 units.
    void charactersAreCodePoints()
    {
        const QString emoji = QString::fromUcs4(U"\U0001F680");
        QCOMPARE(emoji.size(), 2);
        QCOMPARE(characterCount(emoji.repeated(4096)), 4096);
        QCOMPARE(characterCount(u"H100 \u00e9\u4e2d"_s), 7);
        QCOMPARE(characterCount(QString()), 0);
    }

    void byteOrderMarkIsSkippedWithAWarning()
    {
        const QByteArray data("\xEF\xBB\xBFname,price\nx,1\n");
        CsvReader r(data, u"t.csv"_s);
        QVERIFY(!r.fileError());
        QCOMPARE(r.warnings().size(), 1);
        QVERIFY(r.warnings().first().toString().contains(u"byte-order mark"_s));
        std::vector<std::string_view> f;
        QVERIFY(r.next(f));
        QCOMPARE(QString::fromUtf8(f[0].data(), qsizetype(f[0].size())), u"name"_s);
    }

    void headerFindsColumnsByName()
    {
        const std::vector<std::string_view> names{"Region", " Price ", "InstanceType"};
        const CsvHeader h(names);
        QCOMPARE(h.index("Price"), 1);
        QCOMPARE(h.index("InstanceType"), 2);
        QCOMPARE(h.index("SpotPrice"), -1);
        QCOMPARE(h.missing({"Region", "SpotPrice", "GpuInfo"}), (QStringList{u"SpotPrice"_s, u"GpuInfo"_s}));
        QCOMPARE(h.size(), 3);
    }
};

QTEST_GUILESS_MAIN(tst_CsvReader)
#include "tst_csvreader.moc"
