#include "commands.h"

#include "estimation.h"
#include "modelpresets.h"
#include "texttable.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

nlohmann::json countOrNull(int n)
{
    return n > 0 ? nlohmann::json(n) : nlohmann::json(nullptr);
}

// `models`: the model presets the estimates know by --model, with each figure's source.
class ModelsCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& /*args*/) override
    {
        const ModelPresets& presets = ModelPresets::builtin();
        if (m_format == Format::Json) {
            nlohmann::json list = nlohmann::json::array();
            for (const ModelArchitecture& m : presets.models()) {
                list.push_back(nlohmann::json{
                    {"id", m.id.toStdString()},
                    {"name", m.name.toStdString()},
                    {"params", m.params},
                    {"active_params", m.activeParams},
                    {"layers", m.layers},
                    {"hidden", m.hidden},
                    {"heads", m.heads},
                    {"kv_heads", m.kvHeads},
                    {"head_dim", m.headDim},
                    {"vocab", m.vocab},
                    {"context", m.context},
                    {"attention", attentionKey(m.attention).toStdString()},
                    {"experts", countOrNull(m.experts)},
                    {"active_experts", countOrNull(m.activeExperts)},
                    {"kv_lora_rank", countOrNull(m.kvLoraRank)},
                    {"rope_head_dim", countOrNull(m.ropeHeadDim)},
                    {"kv_bytes_per_token_fp16", m.kvBytesPerToken(Precision::FP16).value_or(0)},
                    {"source", m.configSource.toStdString()},
                    {"params_source", m.paramsSource.toStdString()},
                    {"as_of", m.asOf.toString(Qt::ISODate).toStdString()},
                    {"note", m.note.toStdString()}});
            }
            printJson(list);
            return finish();
        }
        TextTable t;
        t.headers = {tr("Id"),       tr("Name"),    tr("Params"),    tr("Active"),
                     tr("Layers"),   tr("Hidden"),  tr("Heads"),     tr("KV heads"),
                     tr("Head dim"), tr("Context"), tr("Attention"), tr("KV/token FP16")};
        t.rightAligned = {false, false, true, true, true, true, true, true, true, true, false, true};
        for (const ModelArchitecture& m : presets.models()) {
            const double kv = m.kvBytesPerToken(Precision::FP16).value_or(0);
            t.rows << QStringList{m.id,
                                  m.name,
                                  countText(m.params),
                                  countText(m.activeParams),
                                  QString::number(m.layers),
                                  QString::number(m.hidden),
                                  QString::number(m.heads),
                                  QString::number(m.kvHeads),
                                  QString::number(m.headDim),
                                  QString::number(m.context),
                                  attentionKey(m.attention),
                                  QString::number(kv / 1024, 'f', 0) + u" KiB"_s};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        t.print(m_out);
        m_out << tr(
            "\nEach figure is from the model's published configuration; sources: --format json. Use one "
            "with\nestimate or recommend --model ID.\n");
        return finish();
    }
};

} // namespace

std::unique_ptr<Command> makeModelsCommand(CliState& state)
{
    return std::make_unique<ModelsCommand>(state);
}

} // namespace gp::cli
