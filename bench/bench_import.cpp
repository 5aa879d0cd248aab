// Imports a SkyPilot-format file of 100,000+ GPU offers (the real Lambda rows of tests/data repeated
// over generated region names), then times loading it with the built-in catalog and the CLI query
// `list --gpu H100 --min-gpus 8 --sort price --limit 10` end to end, with the CLI's peak memory.
// Usage: bench_import [OUT_DIR]   (OUT_DIR keeps vms.csv and the imported catalog for
// bench/pandas_compare.sh)
#include "catalog.h"
#include "catalogwriter.h"
#include "heap.h"
#include "importedcatalogstore.h"
#include "importer.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

QByteArray bigSkyPilotFile(int minRows)
{
    QFile f(QStringLiteral(GP_SOURCE_DIR) + u"/tests/data/import/skypilot/lambda/vms.csv"_s);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the Lambda excerpt");
    const QList<QByteArray> lines = f.readAll().split('\n');
    QByteArray out = lines.first().trimmed() + "\r\n";
    QList<QByteArray> gpuRows;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray l = lines[i].trimmed();
        if (!l.isEmpty() && !l.startsWith("cpu_"))
            gpuRows << l;
    }
    int rows = 0;
    for (int k = 0; rows < minRows; ++k) {
        for (const QByteArray& l : gpuRows) {
            // Region is the 7th column: "...,Price,Region,GpuInfo,SpotPrice"; add a suffix to it.
            QList<QByteArray> head = l.split(',');
            if (head.size() < 7)
                continue;
            head[6] = head[6] + "-g" + QByteArray::number(k);
            out += head.join(',') + "\r\n";
            ++rows;
        }
    }
    return out;
}

} // namespace

int main(int argc, char* argv[])
{
    gp::preferHugePagesForHeap(); // as the programs do
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir tmp;
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : tmp.path();
    QDir().mkpath(dir);
    const QString csvPath = dir + u"/lambda/vms.csv"_s;
    QDir().mkpath(dir + u"/lambda"_s);
    const QByteArray csv = bigSkyPilotFile(100'000);
    QFile c(csvPath);
    c.open(QIODevice::WriteOnly);
    c.write(csv);
    c.close();

    gp::CatalogLoadOptions builtinOnly;
    builtinOnly.userFolder = false;
    gp::IssueList issues;
    const gp::Catalog builtin = gp::Catalog::load(builtinOnly, issues);

    gp::ImportOptions options;
    options.provider = u"lambda"_s;
    options.asOf = QDate(2026, 11, 1);
    options.displayPath = csvPath;
    std::vector<double> importMs;
    QByteArray json;
    int offers = 0;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer t;
        t.start();
        const auto r = gp::importCatalog(csv, gp::ImportFormat::SkyPilot, options, builtin.gpus());
        json = gp::importedCatalogJson(r.value());
        importMs.push_back(double(t.nsecsElapsed()) / 1e6);
        offers = r.value().report.offersImported;
    }
    const QString catalogPath = dir + u"/imported-lambda-skypilot.json"_s;
    QFile j(catalogPath);
    j.open(QIODevice::WriteOnly);
    j.write(json);
    j.close();
    std::printf(
        "SkyPilot file: %lld bytes, %d offers; import (parse, map, write JSON of %lld bytes): %.0f ms\n",
        qlonglong(csv.size()), offers, qlonglong(json.size()), median(importMs));

    std::vector<double> loadMs;
    gp::CatalogLoadOptions withImport = builtinOnly;
    withImport.extraPaths = {catalogPath};
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer t;
        t.start();
        gp::IssueList li;
        const gp::Catalog all = gp::Catalog::load(withImport, li);
        loadMs.push_back(double(t.nsecsElapsed()) / 1e6);
        if (i == 0)
            std::printf("catalog with the import: %lld offers, %lld issues\n", qlonglong(all.offerCount()),
                        qlonglong(li.size()));
    }
    std::printf("load built-in + imported: %.0f ms (median of 5)\n", median(loadMs));

    const QString cli = QStringLiteral(GP_CLI);
    const QStringList args{u"--no-user-catalog"_s,
                           u"--catalog"_s,
                           catalogPath,
                           u"list"_s,
                           u"--gpu"_s,
                           u"H100"_s,
                           u"--min-gpus"_s,
                           u"8"_s,
                           u"--sort"_s,
                           u"on_demand_hourly"_s,
                           u"--limit"_s,
                           u"10"_s};
    std::vector<double> cliMs;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer t;
        t.start();
        QProcess p;
        p.start(cli, args);
        p.waitForFinished(60000);
        cliMs.push_back(double(t.nsecsElapsed()) / 1e6);
        if (i == 0)
            std::printf("%s\n", p.readAllStandardOutput().left(700).constData());
    }
    // Peak memory of the CLI alone: through /usr/bin/time, whose child is the CLI (the rusage of this
    // process's own children would count the copy of this process that fork makes).
    QString peak = u"unknown (no /usr/bin/time)"_s;
    if (QFileInfo::exists(u"/usr/bin/time"_s)) {
        QProcess p;
        p.start(u"/usr/bin/time"_s, QStringList{u"-f"_s, u"%M"_s, cli} + args);
        p.waitForFinished(60000);
        const QList<QByteArray> lines = p.readAllStandardError().trimmed().split('\n');
        peak = QString::number(lines.last().toDouble() / 1024.0, 'f', 0) + u" MB"_s;
    }
    std::printf("CLI `list --gpu H100 --min-gpus 8 --sort on_demand_hourly --limit 10` end to end: %.0f ms "
                "(median of 5); "
                "peak memory %s\n",
                median(cliMs), qPrintable(peak));
    std::printf("files kept in %s\n", argc > 1 ? qPrintable(dir) : "(temporary folder)");
    return 0;
}
