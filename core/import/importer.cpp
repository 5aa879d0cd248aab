#include "importparts.h"

namespace gp {

using namespace importing;

namespace {

constexpr std::array<EnumName<ImportFormat>, 3> kFormats{{
    {ImportFormat::SkyPilot, u"skypilot", QT_TRANSLATE_NOOP("Labels", "SkyPilot catalog (vms.csv)")},
    {ImportFormat::Ec2Instances, u"ec2instances",
     QT_TRANSLATE_NOOP("Labels", "ec2instances.info (instances.json)")},
    {ImportFormat::CsvTemplate, u"csv", QT_TRANSLATE_NOOP("Labels", "GPU Planner CSV template")},
}};

} // namespace

QString importFormatKey(ImportFormat f)
{
    return enumKey(kFormats, f);
}

std::optional<ImportFormat> importFormatFromKey(QStringView key)
{
    return enumFromKey(kFormats, key, Qt::CaseInsensitive);
}

QStringList importFormatKeys()
{
    return enumKeys(kFormats);
}

QString importFormatLabel(ImportFormat f)
{
    return enumLabel(kFormats, f);
}

std::optional<ImportFormat> detectImportFormat(const QString& fileName, QByteArrayView head)
{
    QByteArrayView h = head.first(std::min<qsizetype>(head.size(), 65536)); // the start is enough
    if (h.startsWith("\xEF\xBB\xBF"))
        h = h.sliced(3);
    h = h.trimmed();
    if (h.startsWith('[') || h.startsWith('{')) {
        if (h.contains("\"instance_type\"") || h.contains("\"pricing\""))
            return ImportFormat::Ec2Instances;
        return std::nullopt;
    }
    const qsizetype eol = h.indexOf('\n');
    const QByteArrayView first = eol < 0 ? h : h.first(eol);
    if (first.contains("InstanceType") && first.contains("AcceleratorName"))
        return ImportFormat::SkyPilot;
    if (first.contains("provider") && first.contains("gpu_model") && first.contains("instance"))
        return ImportFormat::CsvTemplate;
    Q_UNUSED(fileName);
    return std::nullopt;
}

QString providerFromPath(const QString& path)
{
    // Only a provider GPU Planner knows: a folder named "downloads" or "tmp" says nothing.
    const QString folder = QFileInfo(path).absoluteDir().dirName().toLower();
    return importing::isKnownProvider(folder) ? folder : QString();
}

int ImportReport::rowsSkipped() const
{
    int n = 0;
    for (const QList<int>& lines : skipped)
        n += int(lines.size());
    return n;
}

QString ImportReport::toText() const
{
    QStringList out;
    const QString unit = format == ImportFormat::Ec2Instances
                             ? QCoreApplication::translate("Importer", "records")
                             : QCoreApplication::translate("Importer", "lines");
    out << QCoreApplication::translate("Importer", "%1: %2 as %3, provider %4, prices as of %5 (%6)")
               .arg(file, importFormatLabel(format), importFormatKey(format), provider,
                    asOf.isValid() ? asOf.toString(Qt::ISODate) : u"-"_s, asOfFrom);
    out << QCoreApplication::translate(
               "Importer", "  rows read: %1; offers imported: %2 (%3 instance types); rows skipped: %4")
               .arg(rowsRead)
               .arg(offersImported)
               .arg(instancesImported)
               .arg(rowsSkipped());
    if (zoneRowsFolded > 0)
        out << QCoreApplication::translate(
                   "Importer", "  %1 availability-zone rows folded into their regions (cheapest zone kept)")
                   .arg(zoneRowsFolded);
    if (partRowsAdded > 0)
        out << QCoreApplication::translate("Importer",
                                           "  %1 GPU price rows added to their machine types' host rows")
                   .arg(partRowsAdded);
    if (duplicatesMerged > 0)
        out << QCoreApplication::translate("Importer", "  %1 duplicate rows merged").arg(duplicatesMerged);
    for (const QString& n : notes)
        out << u"  "_s + n;
    for (auto it = skipped.cbegin(); it != skipped.cend(); ++it) {
        QStringList lines;
        for (int i = 0; i < std::min<qsizetype>(it->size(), 8); ++i)
            lines << QString::number((*it)[i]);
        if (it->size() > 8)
            lines << u"…"_s;
        out << QCoreApplication::translate("Importer", "  skipped %1 × %2 (%3 %4)")
                   .arg(it->size())
                   .arg(it.key(), unit, lines.join(u", "_s));
    }
    for (auto it = unrecognisedGpus.cbegin(); it != unrecognisedGpus.cend(); ++it)
        out << QCoreApplication::translate("Importer", "  GPU \"%1\" not in the GPU table: kept under its "
                                                       "own name without datasheet figures (%2)")
                   .arg(it.key(),
                        it.value() == 1
                            ? QCoreApplication::translate("Importer", "1 instance type")
                            : QCoreApplication::translate("Importer", "%1 instance types").arg(it.value()));
    for (auto it = gpuAssumptions.cbegin(); it != gpuAssumptions.cend(); ++it)
        out << QCoreApplication::translate("Importer", "  GPU %1: %2").arg(it.key(), it.value());
    for (const QString& c : conflicts)
        out << QCoreApplication::translate("Importer", "  conflict: %1").arg(c);
    for (const Issue& i : issues)
        out << u"  "_s + i.toString();
    if (cancelled)
        out << QCoreApplication::translate("Importer", "  cancelled: nothing was saved");
    return out.join(u'\n') + u'\n';
}

Result<ImportResult> importCatalog(QByteArrayView data, ImportFormat format, const ImportOptions& options,
                                   const QMap<QString, Gpu>& knownGpus)
{
    ImportResult out;
    ImportReport& report = out.report;
    report.format = format;
    report.file = options.displayPath.isEmpty() ? u"(data)"_s : options.displayPath;
    out.fragment.file = report.file;
    out.fragment.readable = true;
    if (data.size() > MaxImportBytes)
        return Error{
            ErrorCode::TooLarge,
            report.file,
            0,
            0,
            {},
            u"the file is %1 bytes; imports are limited to %2 bytes"_s.arg(data.size()).arg(MaxImportBytes)};
    if (format != ImportFormat::CsvTemplate) {
        QString provider = options.provider.toLower();
        if (provider.isEmpty() && format == ImportFormat::Ec2Instances)
            provider = u"aws"_s;
        if (provider.isEmpty())
            return Error{ErrorCode::Usage,
                         report.file,
                         0,
                         0,
                         {},
                         u"which provider's prices are these? Give --provider (the folder name is used for "
                         u".../<provider>/vms.csv)"_s};
        if (!idPattern().match(provider).hasMatch())
            return Error{ErrorCode::Usage,
                         report.file,
                         0,
                         0,
                         {},
                         u"provider \"%1\" is not a lower-case id such as \"lambda\""_s.arg(provider)};
        report.provider = provider;
        out.fragment.provider = Provider{provider, providerName(provider), u"USD"_s};
    }
    if (options.asOf.isValid()) {
        report.asOf = options.asOf;
        report.asOfFrom = u"given"_s;
    } else if (format == ImportFormat::CsvTemplate) {
        report.asOfFrom = u"the file"_s;
    } else if (options.fileDate.isValid()) {
        report.asOf = options.fileDate;
        report.asOfFrom = u"the file's modification date; give --as-of for the date of the prices"_s;
    } else {
        return Error{ErrorCode::Usage,
                     report.file,
                     0,
                     0,
                     {},
                     u"the file has no date: give the date of its prices (--as-of YYYY-MM-DD)"_s};
    }

    Source source;
    source.id = u"import"_s;
    source.title =
        u"%1, imported from %2"_s.arg(importFormatLabel(format), QFileInfo(report.file).fileName());
    source.url =
        QFileInfo(report.file).isAbsolute() ? QUrl::fromLocalFile(report.file).toString() : report.file;
    source.asOf = report.asOf;
    source.undated =
        options.asOfIsRetrieval || (!options.asOf.isValid() && format != ImportFormat::CsvTemplate);
    source.notes = u"Imported by GPU Planner on %1."_s.arg(QDate::currentDate().toString(Qt::ISODate));
    FragmentBuilder builder(out, knownGpus, source);
    Result<bool> done = true;
    QList<Source> templateSources;
    switch (format) {
    case ImportFormat::SkyPilot:
        done = importSkyPilot(data, options, out, builder);
        break;
    case ImportFormat::Ec2Instances:
        done = importEc2(data, options, out, builder);
        break;
    case ImportFormat::CsvTemplate:
        done = importTemplate(data, options, out, builder, templateSources);
        break;
    }
    if (!done)
        return done.error();
    if (report.cancelled)
        return out;
    if (format == ImportFormat::CsvTemplate) {
        if (!out.fragment.provider)
            return Error{ErrorCode::Schema, report.file, 0, 0, {}, u"no data rows"_s};
        QDate newest;
        for (const Source& s : templateSources) {
            out.fragment.sources.insert(s.id, s);
            if (!newest.isValid() || s.asOf > newest)
                newest = s.asOf;
        }
        if (!report.asOf.isValid())
            report.asOf = newest;
        source.asOf = report.asOf;
    }
    out.fragment.sources.insert(source.id, source);
    builder.finish();
    for (InstanceType& inst : out.fragment.instances)
        inst.source = source; // the template's date is known only now
    for (Gpu& g : out.fragment.gpus)
        g.source = source;
    return out;
}

} // namespace gp
